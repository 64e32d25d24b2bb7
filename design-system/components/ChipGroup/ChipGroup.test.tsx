// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ChipGroup } from './ChipGroup'

const options = ['All', 'News', 'Security & Control'] as const

describe('ChipGroup', () => {
  it('is a named group in which only the selected chip is pressed', () => {
    render(<ChipGroup label="Filter posts by category" options={options} selected="News" onSelect={() => {}} controls="grid" />)
    expect(screen.getByRole('group', { name: 'Filter posts by category' })).toBeTruthy()
    const pressed = screen.getAllByRole('button').filter((button) => button.getAttribute('aria-pressed') === 'true')
    expect(pressed.map((button) => button.textContent)).toEqual(['News'])
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-controls')).toBe('grid')
  })

  it('reports the chosen option', () => {
    const onSelect = vi.fn()
    render(<ChipGroup label="Filter" options={options} selected="All" onSelect={onSelect} />)
    fireEvent.click(screen.getByRole('button', { name: 'Security & Control' }))
    expect(onSelect).toHaveBeenCalledWith('Security & Control')
  })
})
