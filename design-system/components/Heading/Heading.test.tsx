// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Heading } from './Heading'
import * as styles from './Heading.css'


it('keeps the outline level independent of the visual size', () => {
  render(
    <Heading level={4} size="display" id="title">
      Title
    </Heading>,
  )
  const heading = screen.getByRole('heading', { level: 4, name: 'Title' })
  expect(heading.id).toBe('title')
  expect(heading.className).toContain(styles.heading({ size: 'display', tone: 'standard' }))
})

it('takes its size from the level by default', () => {
  render(<Heading level={2}>Section</Heading>)
  expect(screen.getByRole('heading', { level: 2 }).className).toBe(styles.heading({ size: 'large', tone: 'standard' }))
})
