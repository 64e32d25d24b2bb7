import { expect, test } from 'vitest'
import { forms } from '../../content/site'
import { formsScriptUrl } from '../helpers/fake-forms-script.mjs'

test('the bench stands in for the forms script the site loads', () => {
  expect(formsScriptUrl).toBe(forms.scriptUrl)
})
