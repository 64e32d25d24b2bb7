// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Stack } from './Stack'
import * as styles from './Stack.css'


it('wraps each present child and skips empty ones', () => {
  const { container } = render(
    <Stack space="medium">
      <span>One</span>
      {false}
      {null}
      <span>Two</span>
    </Stack>,
  )
  expect(container.firstElementChild?.children).toHaveLength(2)
})

it('renders list items and dividers between, not before, items', () => {
  render(
    <Stack space="small" as="ol" dividers aria-label="Steps">
      <span>One</span>
      <span>Two</span>
      <span>Three</span>
    </Stack>,
  )
  const items = screen.getAllByRole('listitem')
  expect(items).toHaveLength(3)
  expect(items[0]!.className).not.toContain(styles.divided)
  expect(items[1]!.className).toContain(styles.divided)
  expect(items[2]!.className).toContain(styles.divided)
})
