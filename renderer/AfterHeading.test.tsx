// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { AfterHeading, HeadingOnly } from './AfterHeading'

function Page() {
  return (
    <main>
      <h1>Industries</h1>
      <AfterHeading>
        <section aria-label="Cards">Cards</section>
      </AfterHeading>
    </main>
  )
}

it('renders its sections at once on the server and on hydration', () => {
  render(<Page />)
  expect(screen.getByRole('region', { name: 'Cards' })).toBeDefined()
})

it('renders nothing while a followed link paints the heading, then its sections', () => {
  const { container, rerender } = render(
    <HeadingOnly value>
      <Page />
    </HeadingOnly>,
  )
  expect(screen.queryByRole('region', { name: 'Cards' })).toBeNull()
  expect(container.querySelector('main')?.textContent).toBe('Industries')

  rerender(
    <HeadingOnly value={false}>
      <Page />
    </HeadingOnly>,
  )
  expect(screen.getByRole('region', { name: 'Cards' })).toBeDefined()
})
