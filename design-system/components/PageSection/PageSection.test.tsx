// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { darkTheme } from '../../themes/themes.css'
import { defaultRevealOptions } from '../Reveal/useScrollReveal'
import { PageSection } from './PageSection'

function installObserver() {
  const options: IntersectionObserverInit[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(_: unknown, init: IntersectionObserverInit) {
        options.push(init)
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  return options
}

afterEach(() => vi.unstubAllGlobals())

it('is a region named by its heading, with eyebrow, heading, intro and content in reading order', () => {
  render(
    <PageSection id="tools" eyebrow="Tools" heading="Four tools" headingId="tools-heading" intro="One checkpoint.">
      <p>Content</p>
    </PageSection>,
  )
  const region = screen.getByRole('region', { name: 'Four tools' })
  expect(region.id).toBe('tools')
  const heading = screen.getByRole('heading', { level: 2, name: 'Four tools' })
  expect(heading.id).toBe('tools-heading')
  expect(region.textContent).toBe('ToolsFour toolsOne checkpoint.Content')
})

it('renders a level-1 heading when asked and re-themes a dark section', () => {
  const { container } = render(<PageSection tone="dark" heading="Hero" headingId="hero" headingLevel={1} />)
  expect(screen.getByRole('heading', { level: 1, name: 'Hero' })).toBeTruthy()
  expect(container.querySelector('section')!.classList.contains(darkTheme)).toBe(true)
})

it('is not a named region without a heading', () => {
  const { container } = render(
    <PageSection>
      <p>Content</p>
    </PageSection>,
  )
  expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false)
  expect(screen.queryByRole('heading')).toBeNull()
})

it('reveals with the default thresholds for `true` and with the given ones for an object', () => {
  const options = installObserver()
  render(<PageSection heading="A" headingId="a" reveal />)
  expect(options.at(-1)).toMatchObject(defaultRevealOptions)
  render(<PageSection heading="C" headingId="c" reveal={{ threshold: 0.2 }} />)
  expect(options.at(-1)).toMatchObject({ threshold: 0.2, rootMargin: defaultRevealOptions.rootMargin })
})

it('does not wrap the content for reveal unless asked', () => {
  const { container } = render(<PageSection heading="A" headingId="a" />)
  expect(container.querySelector('[data-revealed]')).toBeNull()
})

it('places the aside after the main column', () => {
  render(<PageSection heading="Demo" headingId="demo" aside={<a href="#demo">Try it</a>} />)
  const region = screen.getByRole('region', { name: 'Demo' })
  expect(region.textContent).toBe('DemoTry it')
})

it('will not compile a heading without the id that names the region', () => {
  // @ts-expect-error a heading needs headingId, which the section is aria-labelledby
  const unnamed = <PageSection heading="Unnamed" />
  expect(unnamed.props.heading).toBe('Unnamed')
})
