// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Icon, PictogramProvider } from './Icon'
import { pictograms } from './pictograms'

test('pre-rendering a pictogram the page was not given fails the build, naming it', () => {
  expect(import.meta.env.SSR).toBe(true)
  expect(() => renderToString(<Icon name="shield" />)).toThrow(/"shield"/)
  expect(
    renderToString(
      <PictogramProvider pictograms={{ shield: pictograms.shield }}>
        <Icon name="shield" />
      </PictogramProvider>,
    ),
  ).toContain('<path d="M12 3l7 3v5')
})
