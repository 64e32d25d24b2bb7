// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Text } from './Text'
import * as styles from './Text.css'


it('renders the requested element', () => {
  const { container } = render(<Text as="span">Inline</Text>)
  expect(container.firstElementChild?.tagName).toBe('SPAN')
})

it('adds the clamp class only when maxLines is set', () => {
  const { container, rerender } = render(<Text>Body</Text>)
  expect(container.firstElementChild?.className).not.toContain(styles.lineClamp[3])
  rerender(<Text maxLines={3}>Body</Text>)
  expect(container.firstElementChild?.className).toContain(styles.lineClamp[3])
})
