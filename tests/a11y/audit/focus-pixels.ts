// 2.4.7 judged from pixels, as the issue asks: the focused element's surroundings are captured
// focused and unfocused; the indicator counts when the two differ by at least 3:1 in contrast
// over a band at least 2 CSS px wide. Rings drawn on a pseudo-element over the card (the
// stretched links) are captured by widening the box to the element the pseudo-element covers.
import type { Page } from '@playwright/test'

/** Pixels of margin around the element: outlines are drawn outside it (offset 2 + width 3). */
const margin = 8
/** 2 × 2 blocks of changed pixels needed: a 2 px band at least this many px long. */
export const minimumBandBlocks = 16

/**
 * Counts 2 × 2 blocks whose pixels differ by at least 3:1 between the two captures. The page
 * itself decodes them with the browser's codec (createImageBitmap is not subject to the CSP),
 * so no image library is needed and no second page steals the first one's animation frames.
 */
export async function contrastBandBlocks(page: Page, focused: Buffer, unfocused: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
        const context = canvas.getContext('2d')!
        context.drawImage(bitmap, 0, 0)
        return context.getImageData(0, 0, bitmap.width, bitmap.height)
      }
      const [one, two] = await Promise.all([pixels(a), pixels(b)])
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      const luminance = (data: Uint8ClampedArray, i: number) => 0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!)
      const { width, height } = one
      const changed = new Uint8Array(width * height)
      for (let p = 0; p < width * height; p += 1) {
        const l1 = luminance(one.data, p * 4)
        const l2 = luminance(two.data, p * 4)
        changed[p] = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3 ? 1 : 0
      }
      let blocks = 0
      for (let y = 0; y + 1 < height; y += 1) {
        for (let x = 0; x + 1 < width; x += 1) {
          const p = y * width + x
          if (changed[p] && changed[p + 1] && changed[p + width] && changed[p + width + 1]) blocks += 1
        }
      }
      return blocks
    },
    [focused.toString('base64'), unfocused.toString('base64')] as const,
  )
}

/** For the focused element: undefined when its indicator is visible, else why not. */
export async function focusIndicatorFindings(page: Page): Promise<string | undefined> {
  const clip = await page.evaluate((pad) => {
    const element = document.activeElement as HTMLElement
    const pseudo = getComputedStyle(element, '::after')
    const covers = pseudo.content !== 'none' && pseudo.position === 'absolute' ? element.offsetParent : null
    const rect = (covers ?? element).getBoundingClientRect()
    const x = Math.max(0, Math.floor(rect.left - pad))
    const y = Math.max(0, Math.floor(rect.top - pad))
    const right = Math.min(window.innerWidth, Math.ceil(rect.right + pad))
    const bottom = Math.min(window.innerHeight, Math.ceil(rect.bottom + pad))
    return right - x >= 2 && bottom - y >= 2 ? { x, y, width: right - x, height: bottom - y } : undefined
  }, margin)
  if (!clip) return 'not on screen'
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' })
  const focused = await shot()
  await page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    ;(window as unknown as { auditFocused: HTMLElement }).auditFocused = element
    element.blur()
  })
  const unfocused = await shot()
  // Focus goes back, so the next Tab continues from here.
  await page.evaluate(() => (window as unknown as { auditFocused: HTMLElement }).auditFocused.focus({ preventScroll: true }))
  const blocks = await contrastBandBlocks(page, focused, unfocused)
  return blocks >= minimumBandBlocks ? undefined : `${blocks} of ${minimumBandBlocks} 2 px blocks change by 3:1`
}
