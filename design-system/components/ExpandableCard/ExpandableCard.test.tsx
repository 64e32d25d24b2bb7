// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { ExpandableCard } from './ExpandableCard'


function Controlled() {
  const [expanded, setExpanded] = useState(false)
  return (
    <ExpandableCard id="editing" title="Weight editing" summary="Edit weights directly." expanded={expanded} onToggle={() => setExpanded((open) => !open)}>
      <p>Code sample and benefits</p>
    </ExpandableCard>
  )
}

describe('ExpandableCard', () => {
  test('starts collapsed with the panel in the DOM but hidden', () => {
    const { container } = render(<Controlled />)
    const button = screen.getByRole('button', { name: 'Learn More: Weight editing' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel?.textContent).toBe('Code sample and benefits')
    expect(panel?.hasAttribute('hidden')).toBe(true)
    expect(container.querySelector('#editing')).not.toBeNull()
  })

  test('toggles open and closed, switching its label', () => {
    render(<Controlled />)
    fireEvent.click(screen.getByRole('button', { name: /learn more/i }))
    const button = screen.getByRole('button', { name: 'Show less: Weight editing' })
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Code sample and benefits').hasAttribute('hidden')).toBe(false)
    expect(screen.getByText('Code sample and benefits').closest('[hidden]')).toBeNull()
    fireEvent.click(button)
    expect(screen.getByRole('button', { name: /learn more/i }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByText('Code sample and benefits').closest('[hidden]')).not.toBeNull()
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
})
