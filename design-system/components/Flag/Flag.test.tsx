// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Flag } from './Flag'


it('keeps the exact text for copying while grouping words', () => {
  const { container } = render(<Flag>min(compute), max(control)</Flag>)
  const code = container.querySelector('code')
  expect(code?.textContent).toBe('min(compute), max(control)')
  expect(code?.querySelectorAll('span')).toHaveLength(2)
})
