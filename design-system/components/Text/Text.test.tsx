// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Text } from './Text'
import { lineClamp } from '../../styles/lineClamp.css'


it('renders the requested element', () => {
  const { container } = render(<Text as="span">Inline</Text>)
  expect(container.firstElementChild?.tagName).toBe('SPAN')
})

it('adds the clamp class only when maxLines is set', () => {
  const { container, rerender } = render(<Text>Body</Text>)
  expect(container.firstElementChild?.className).not.toContain(lineClamp[3])
  rerender(<Text maxLines={3}>Body</Text>)
  expect(container.firstElementChild?.className).toContain(lineClamp[3])
})
