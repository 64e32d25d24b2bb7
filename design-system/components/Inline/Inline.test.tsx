// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { atoms } from '../../styles/atoms'
import { Inline } from './Inline'
import * as styles from './Inline.css'

it('wraps each present child and skips empty ones', () => {
  const { container } = render(
    <Inline space="small">
      <span>One</span>
      {null}
      <span>Two</span>
    </Inline>,
  )
  expect(container.firstElementChild?.children).toHaveLength(2)
})

it('maps alignment to flex distribution, per breakpoint when given one per breakpoint', () => {
  const { container, rerender } = render(
    <Inline space="small" align="spaceBetween" alignY="top">
      <span>One</span>
    </Inline>,
  )
  const root = () => container.firstElementChild!.className
  expect(root()).toContain(atoms({ justifyContent: 'space-between', alignItems: 'flex-start' }))
  rerender(
    <Inline space="small" align={{ mobile: 'left', desktop: 'right' }}>
      <span>One</span>
    </Inline>,
  )
  expect(root()).toContain(atoms({ justifyContent: { mobile: 'flex-start', desktop: 'flex-end' } }))
  expect(root()).toContain(atoms({ alignItems: 'center' }))
})

it('stacks stretched items below the collapse breakpoint and aligns them from it', () => {
  const { container } = render(
    <Inline space="small" alignY="top" collapseBelow="tablet">
      <span>One</span>
    </Inline>,
  )
  const root = container.firstElementChild!
  expect(root.className).toContain(styles.collapseBelow.tablet)
  expect(root.className).toContain(atoms({ alignItems: { mobile: 'stretch', tablet: 'flex-start' } }))
})

it('is a list of items when rendered as one', () => {
  render(
    <Inline space="small" as="ul" aria-label="Tags">
      <span>One</span>
      <span>Two</span>
    </Inline>,
  )
  expect(screen.getByRole('list', { name: 'Tags' }).getAttribute('role')).toBe('list')
  expect(screen.getAllByRole('listitem')).toHaveLength(2)
})
