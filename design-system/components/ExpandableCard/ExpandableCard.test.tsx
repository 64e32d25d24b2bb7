// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ExpandableCard } from './ExpandableCard'

function Controlled({ onToggle }: { onToggle?: () => void }) {
  const [expanded, setExpanded] = useState(false)
  return (
    <ExpandableCard
      id="editing"
      anchorIds={['weight-level-editing']}
      title="Weight editing"
      summary="Edit weights directly."
      expanded={expanded}
      onToggle={() => {
        onToggle?.()
        setExpanded((open) => !open)
      }}
    >
      <p>Code sample and benefits</p>
    </ExpandableCard>
  )
}

const cardOf = (button: HTMLElement) => button.closest('[data-state]')

afterEach(() => vi.restoreAllMocks())

describe('ExpandableCard', () => {
  test('starts collapsed with its content in the DOM and not hidden by an attribute, for readers without JavaScript', () => {
    const { container } = render(<Controlled />)
    const button = screen.getByRole('button', { name: 'Learn More: Weight editing' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel?.textContent).toBe('Code sample and benefits')
    expect(panel?.closest('[hidden]')).toBeNull()
    expect(cardOf(button)?.getAttribute('data-state')).toBe('closed')
    expect(container.querySelector('#editing')).toBe(cardOf(button))
  })

  test('answers to its extra anchors inside the card', () => {
    render(<Controlled />)
    expect(document.getElementById('weight-level-editing')?.closest('#editing')).not.toBeNull()
  })

  test('toggles open and closed, switching its label and state', () => {
    render(<Controlled />)
    fireEvent.click(screen.getByRole('button', { name: /learn more/i }))
    const button = screen.getByRole('button', { name: 'Show less: Weight editing' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(cardOf(button)?.getAttribute('data-state')).toBe('open')
    fireEvent.click(button)
    expect(screen.getByRole('button', { name: /learn more/i }).getAttribute('aria-expanded')).toBe('false')
    expect(cardOf(button)?.getAttribute('data-state')).toBe('closed')
  })

  test('reports toggles to the page instead of storing them', () => {
    const onToggle = vi.fn()
    render(
      <ExpandableCard title="Weight editing" summary="Edit weights directly." expanded={false} onToggle={onToggle}>
        <p>Body</p>
      </ExpandableCard>,
    )
    fireEvent.click(screen.getByRole('button'))
    expect(onToggle).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('false')
  })

  test('scrolls by as far as the toggle moved when the card widened, so it stays under the pointer', () => {
    const scrollBy = vi.fn()
    vi.stubGlobal('scrollBy', scrollBy)
    let top = 300
    render(<Controlled onToggle={() => (top = 900)} />)
    const button = screen.getByRole('button')
    vi.spyOn(button, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect)
    fireEvent.click(button)
    expect(scrollBy).toHaveBeenCalledWith({ top: 600, behavior: 'instant' })
    vi.unstubAllGlobals()
  })

  test('does not scroll when the toggle stayed where it was', () => {
    const scrollBy = vi.fn()
    vi.stubGlobal('scrollBy', scrollBy)
    render(<Controlled />)
    const button = screen.getByRole('button')
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect)
    fireEvent.click(button)
    expect(scrollBy).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
