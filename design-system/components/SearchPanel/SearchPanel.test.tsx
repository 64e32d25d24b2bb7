// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { samplePanelProps, sampleResults } from './fixtures'
import { SearchPanel, type SearchPanelStatus } from './SearchPanel'

const renderPanel = (status: SearchPanelStatus, onOpenResult = vi.fn()) =>
  render(<SearchPanel {...samplePanelProps} query="degradation" status={status} results={sampleResults} message="A message" onOpenResult={onOpenResult} />)

beforeAll(() => {
  // jsdom does not lay out, so it has no scrollIntoView, which keeps the active result in view.
  HTMLElement.prototype.scrollIntoView = () => {}
})
afterAll(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView
})

describe('SearchPanel', () => {
  it('is a combobox that controls the listbox of results only while there are results', () => {
    renderPanel('results')
    const field = screen.getByRole('combobox', { name: samplePanelProps.label })
    expect(field.getAttribute('aria-expanded')).toBe('true')
    expect(field.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id)
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('href'))).toEqual(sampleResults.map((result) => result.href))
    expect(screen.getAllByRole('option').every((option) => option.tabIndex === -1)).toBe(true)
  })

  it.each(['idle', 'loading', 'no-results', 'failed'] as const)('shows no listbox while %s', (status) => {
    renderPanel(status)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('combobox').hasAttribute('aria-controls')).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('A message')
  })

  it('offers the full list with no results and on failure only', () => {
    for (const status of ['no-results', 'failed', 'results', 'idle'] as const) {
      const { unmount } = renderPanel(status)
      const offered = screen.queryByRole('link', { name: samplePanelProps.fullList.label }) !== null
      expect([status, offered]).toEqual([status, status === 'no-results' || status === 'failed'])
      unmount()
    }
  })

  it('moves the active result with the arrow keys, wrapping, and opens it with Enter', () => {
    const onOpenResult = vi.fn()
    renderPanel('results', onOpenResult)
    const field = screen.getByRole('combobox')
    const active = () => field.getAttribute('aria-activedescendant')
    const options = screen.getAllByRole('option')
    expect(active()).toBeNull()
    fireEvent.keyDown(field, { key: 'ArrowUp' })
    expect(active()).toBe(options.at(-1)!.id)
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    expect(active()).toBe(options[0]!.id)
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    expect(active()).toBe(options[1]!.id)
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(onOpenResult).toHaveBeenCalledWith(sampleResults[1])
  })

  it('opens the first result on Enter when none is active, and does nothing without results', () => {
    const onOpenResult = vi.fn()
    const { unmount } = renderPanel('results', onOpenResult)
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' })
    expect(onOpenResult).toHaveBeenCalledWith(sampleResults[0])
    unmount()
    const none = vi.fn()
    renderPanel('no-results', none)
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' })
    expect(none).not.toHaveBeenCalled()
  })

  it('marks the matched words of an excerpt', () => {
    renderPanel('results')
    expect(screen.getAllByRole('option')[0]!.querySelector('mark')?.textContent).toBe('degradation')
  })
})
