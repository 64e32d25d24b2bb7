// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { darkTheme, lightTheme } from '../../themes/themes.css'
import { Section } from './Section'


it('is a region named by its heading when given one', () => {
  render(
    <Section id="integration" labelledBy="integration-heading">
      <h2 id="integration-heading">Integration</h2>
    </Section>,
  )
  const region = screen.getByRole('region', { name: 'Integration' })
  expect(region.tagName).toBe('SECTION')
  expect(region.id).toBe('integration')
})

it('re-themes its subtree when dark and resets it when light', () => {
  const { container, rerender } = render(<Section tone="dark">x</Section>)
  expect(container.firstElementChild?.classList.contains(darkTheme)).toBe(true)
  rerender(<Section tone="sunken">x</Section>)
  expect(container.firstElementChild?.classList.contains(lightTheme)).toBe(true)
  expect(container.firstElementChild?.classList.contains(darkTheme)).toBe(false)
})
