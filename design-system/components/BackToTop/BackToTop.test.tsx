// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { BackToTop } from './BackToTop'

function renderPage() {
  render(
    <>
      <h1 id="top">Top</h1>
      <BackToTop targetId="top">Back to top</BackToTop>
    </>,
  )
  return { heading: screen.getByRole('heading', { name: 'Top' }), button: screen.getByRole('button', { name: 'Back to top' }) }
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('reduce'), media: query }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

it('scrolls smoothly to the top and moves focus to the target, which is focusable only while it holds focus', () => {
  mockReducedMotion(false)
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  const { heading, button } = renderPage()
  fireEvent.click(button)
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  expect(document.activeElement).toBe(heading)
  expect(heading.getAttribute('tabindex')).toBe('-1')
  button.focus()
  expect(heading.hasAttribute('tabindex')).toBe(false)
})

it('jumps without animation when the visitor asks for reduced motion', () => {
  mockReducedMotion(true)
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  const { button } = renderPage()
  fireEvent.click(button)
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' })
})
