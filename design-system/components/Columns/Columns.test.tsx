// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { Columns } from './Columns'
import * as styles from './Columns.css'


it('applies one track class per breakpoint given', () => {
  const { container } = render(
    <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="large">
      <span>A</span>
    </Columns>,
  )
  expect(container.firstElementChild?.className).toContain(
    styles.columns({ mobile: 1, tablet: 2, desktop: 3, alignY: 'stretch' }),
  )
})

it('treats a bare number as every breakpoint', () => {
  const { container } = render(
    <Columns columns={2} space="small">
      <span>A</span>
    </Columns>,
  )
  expect(container.firstElementChild?.className).toContain(styles.columns({ mobile: 2, alignY: 'stretch' }))
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
