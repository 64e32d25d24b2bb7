// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { loadTooltips, Tooltip, TooltipProvider } from './Tooltip'

beforeAll(async () => {
  // Radix arrives after the page's own code (see `Tooltip.tsx`); these tests are about the loaded tooltip.
  await loadTooltips()
})

/** Renders inside act, so the provider's Radix, loaded already, replaces the triggers alone before the test goes on. */
async function renderTooltips(tooltips: ReactNode) {
  await act(async () => {
    render(<TooltipProvider>{tooltips}</TooltipProvider>)
  })
}

async function renderTooltip() {
  await renderTooltips(<Tooltip content="Edits individual weights without retraining.">Learn more</Tooltip>)
  return screen.getByRole('button', { name: 'Learn more' })
}

describe('Tooltip', () => {
  test('the trigger is a real button', async () => {
    const trigger = await renderTooltip()
    expect(trigger.tagName).toBe('BUTTON')
    expect(trigger.getAttribute('type')).toBe('button')
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  test('opens on keyboard focus and describes the trigger', async () => {
    const trigger = await renderTooltip()
    act(() => trigger.focus())
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip.textContent).toBe('Edits individual weights without retraining.')
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id)
  })

  test('stays open when focusing the trigger scrolls the page, closes on blur', async () => {
    const trigger = await renderTooltip()
    act(() => trigger.focus())
    act(() => {
      document.dispatchEvent(new Event('scroll', { bubbles: true }))
    })
    expect(screen.getByRole('tooltip')).toBeTruthy()
    act(() => trigger.blur())
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  test('closes on Escape', async () => {
    const trigger = await renderTooltip()
    act(() => trigger.focus())
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  test('a tap toggles it on touch screens', async () => {
    const trigger = await renderTooltip()
    fireEvent.pointerDown(trigger, { pointerType: 'touch' })
    fireEvent.click(trigger)
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.pointerDown(trigger, { pointerType: 'touch' })
    fireEvent.click(trigger)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  describe('skip delay', () => {
    afterEach(() => vi.useRealTimers())

    test('another tooltip opens at once within 300 ms of one closing, then waits the 700 ms again', async () => {
      await renderTooltips(
        <>
          <Tooltip content="About editing">Editing</Tooltip>
          <Tooltip content="About steering">Steering</Tooltip>
        </>,
      )
      vi.useFakeTimers()
      const editing = screen.getByRole('button', { name: 'Editing' })
      const steering = screen.getByRole('button', { name: 'Steering' })

      fireEvent.pointerMove(steering)
      act(() => vi.advanceTimersByTime(699))
      expect(screen.queryByRole('tooltip')).toBeNull()
      act(() => vi.advanceTimersByTime(1))
      expect(screen.getByRole('tooltip').textContent).toBe('About steering')
      fireEvent.keyDown(document.body, { key: 'Escape' })
      expect(screen.queryByRole('tooltip')).toBeNull()

      fireEvent.pointerMove(editing)
      expect(screen.getByRole('tooltip').textContent).toBe('About editing')
      fireEvent.keyDown(document.body, { key: 'Escape' })

      act(() => vi.advanceTimersByTime(300))
      fireEvent.pointerLeave(steering)
      fireEvent.pointerMove(steering)
      act(() => vi.advanceTimersByTime(699))
      expect(screen.queryByRole('tooltip')).toBeNull()
      act(() => vi.advanceTimersByTime(1))
      expect(screen.getByRole('tooltip').textContent).toBe('About steering')
    })
  })
})
