// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Column, Columns } from './Columns'
import * as styles from './Columns.css'

it('applies one track class per breakpoint given', () => {
  const { container } = render(
    <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
      <span>A</span>
    </Columns>,
  )
  expect(container.firstElementChild?.className).toContain(
    styles.grid({ mobile: 1, tablet: 2, desktop: 3, alignY: 'stretch' }),
  )
})

it('treats a bare number as every breakpoint', () => {
  const { container } = render(
    <Columns columns={2} space="small">
      <span>A</span>
    </Columns>,
  )
  expect(container.firstElementChild?.className).toContain(styles.grid({ mobile: 2, alignY: 'stretch' }))
})

it('sets the gap for each breakpoint of a responsive space', () => {
  const { container } = render(
    <Columns columns={2} space={{ mobile: 'small', desktop: 'xlarge' }}>
      <span>A</span>
    </Columns>,
  )
  const classes = container.firstElementChild!.classList
  expect(classes.contains(styles.space.mobile.small)).toBe(true)
  expect(classes.contains(styles.space.desktop.xlarge)).toBe(true)
  expect(classes.contains(styles.space.tablet.small)).toBe(false)
})

it('renders list items when it is a list', () => {
  render(
    <Columns columns={3} space="small" as="ul" aria-label="Cards">
      <span>A</span>
      <span>B</span>
    </Columns>,
  )
  expect(screen.getByRole('list', { name: 'Cards' }).children).toHaveLength(2)
  expect(screen.getAllByRole('listitem')).toHaveLength(2)
})

it('sizes each Column by its width and wraps any other child in a fluid column', () => {
  const { container } = render(
    <Columns space="large">
      <Column width="1/3">A</Column>
      <Column width="2/3">B</Column>
      <span>C</span>
    </Columns>,
  )
  const row = container.firstElementChild!
  expect(row.className).toContain(styles.flex)
  expect(row.className).toContain(styles.collapse.never)
  expect([...row.children].map((child) => child.className)).toEqual([
    styles.column({ width: '1/3' }),
    styles.column({ width: '2/3' }),
    styles.column({ width: 'fluid' }),
  ])
  expect(row.children[2]!.innerHTML).toBe('<span>C</span>')
})

it('collapses below the breakpoint given, reversed only when asked', () => {
  const { container, rerender } = render(
    <Columns space="large" collapseBelow="desktop">
      <Column width="1/2">A</Column>
      <Column width="1/2">B</Column>
    </Columns>,
  )
  expect(container.firstElementChild!.className).toContain(styles.collapse.desktop)
  rerender(
    <Columns space="large" collapseBelow="tablet" reverseWhenCollapsed>
      <Column width="1/2">A</Column>
      <Column width="1/2">B</Column>
    </Columns>,
  )
  expect(container.firstElementChild!.className).toContain(styles.collapseReversed.tablet)
  expect(container.firstElementChild!.className).not.toContain(styles.collapse.tablet)
})

it('renders sized columns as list items inside a list', () => {
  render(
    <Columns space="small" as="ol" aria-label="Steps">
      <Column width="content">One</Column>
      <Column>Two</Column>
    </Columns>,
  )
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two'])
})
