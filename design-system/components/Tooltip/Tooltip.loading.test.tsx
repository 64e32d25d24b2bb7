// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

// Test files share a worker's modules (`isolate: false`): each test here starts from a Tooltip module that has
// not loaded Radix, and leaves none behind whose Radix is mocked or missing.
beforeEach(() => vi.resetModules())
afterEach(() => {
  vi.doUnmock('./RadixTooltip')
  vi.resetModules()
})

async function renderTooltips() {
  const { loadTooltips, Tooltip, TooltipProvider } = await import('./Tooltip')
  await act(async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Edits individual weights without retraining.">Learn more</Tooltip>
      </TooltipProvider>,
    )
  })
  return { trigger: () => screen.getByRole('button', { name: 'Learn more' }), loadTooltips }
}

test('until Radix arrives the trigger is in place, closed, and then it opens', async () => {
  let arrive: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  vi.doMock('./RadixTooltip', async () => {
    await arrived
    return vi.importActual('./RadixTooltip')
  })
  const { trigger, loadTooltips } = await renderTooltips()
  expect(trigger().getAttribute('type')).toBe('button')
  expect(trigger().getAttribute('data-state')).toBe('closed')
  act(() => trigger().focus())
  expect(screen.queryByRole('tooltip')).toBeNull()

  const triggerAlone = trigger()
  await act(async () => {
    arrive()
    await loadTooltips()
  })
  // React shows the loaded boundary in place of its fallback, a new button in the same place, which takes the focus
  // over: it does not drop to the page.
  await waitFor(() => expect(trigger()).not.toBe(triggerAlone))
  expect(document.activeElement).toBe(trigger())
  expect(screen.getByRole('tooltip').textContent).toBe('Edits individual weights without retraining.')
})

test('a trigger that did not have focus when Radix arrived does not take it', async () => {
  const { trigger, loadTooltips } = await renderTooltips()
  const triggerAlone = trigger()
  await act(async () => {
    // The first interaction, elsewhere on the page.
    fireEvent.pointerOver(document.body)
    await loadTooltips()
  })
  await waitFor(() => expect(trigger()).not.toBe(triggerAlone))
  expect(document.activeElement).toBe(document.body)
})

test('a Radix chunk that cannot be fetched leaves a plain, working button', async () => {
  vi.doMock('./RadixTooltip', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const { trigger } = await renderTooltips()
  act(() => trigger().focus())
  expect(document.activeElement).toBe(trigger())
  expect(trigger().getAttribute('data-state')).toBe('closed')
  expect(screen.queryByRole('tooltip')).toBeNull()
})
