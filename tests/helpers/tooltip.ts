import type { Locator, Page } from '@playwright/test'

/** SPEC §9's tooltip open delay. */
export const tooltipOpenDelayMs = 700

interface TooltipTiming {
  pointerAt?: number
  openedAt?: number
}

/**
 * Starts timing, in the page, from the first pointer move over `trigger` to a tooltip's arrival. A busy machine then
 * lengthens what is measured, where a wait in the test would race the delay. `tooltipOpenedAfter` reads it.
 */
export async function timeTooltipFromPointer(trigger: Locator) {
  await trigger.evaluate((element) => {
    const timing: TooltipTiming = {}
    ;(window as unknown as { tooltipTiming: TooltipTiming }).tooltipTiming = timing
    element.addEventListener('pointermove', () => (timing.pointerAt ??= performance.now()), { capture: true })
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[role="tooltip"]')) return
      timing.openedAt = performance.now()
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
}

/** Milliseconds from the first pointer move over the timed trigger to the tooltip's arrival. */
export async function tooltipOpenedAfter(page: Page): Promise<number> {
  const { pointerAt, openedAt } = await page.evaluate(() => (window as unknown as { tooltipTiming: TooltipTiming }).tooltipTiming)
  if (pointerAt === undefined || openedAt === undefined) throw new Error(`The tooltip timing is incomplete: ${JSON.stringify({ pointerAt, openedAt })}`)
  return openedAt - pointerAt
}
