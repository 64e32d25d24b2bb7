// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

// Test files share a worker's modules (`isolate: false`): each test here starts from a Tooltip module that has
// not loaded Radix, and a first interaction still to come, and leaves none behind whose Radix is mocked.
beforeEach(() => vi.resetModules())
afterEach(() => {
  vi.doUnmock('./RadixTooltip')
  vi.resetModules()
})

async function renderTooltip() {
  const { Tooltip, TooltipProvider } = await import('./Tooltip')
  await act(async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Edits individual weights without retraining.">Learn more</Tooltip>
      </TooltipProvider>,
    )
  })
  return () => screen.getByRole('button', { name: 'Learn more' })
}

test('until the first interaction the trigger is a plain button in place; then Radix takes over and opens it', async () => {
  const trigger = await renderTooltip()
  expect(trigger().getAttribute('type')).toBe('button')
  expect(trigger().hasAttribute('data-state')).toBe(false)
  await act(async () => {
    fireEvent.pointerOver(document.body)
    await import('./RadixTooltip')
  })
  await vi.waitFor(() => expect(trigger().getAttribute('data-state')).toBe('closed'))
  act(() => trigger().focus())
  expect(screen.getByRole('tooltip').textContent).toBe('Edits individual weights without retraining.')
})

test('a Radix chunk that cannot be fetched leaves a plain button, and nothing throws', async () => {
  vi.doMock('./RadixTooltip', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const trigger = await renderTooltip()
  await act(async () => {
    fireEvent.pointerOver(document.body)
  })
  act(() => trigger().focus())
  expect(document.activeElement).toBe(trigger())
  expect(screen.queryByRole('tooltip')).toBeNull()
})
