// The audit's checks, one per entry of `auditChecks` in content/accessibility.ts (the inventory
// the /accessibility page lists): the Record type makes a missing or extra implementation a type
// error. Each returns its findings, one readable line each; none means it passed.
import type { Page } from '@playwright/test'
import type { PageAuditCheckId } from '../../../content/accessibility'
import { keyboardStates } from './states'
import { keyboardWalk, type Check } from './walk'

/** Elements a pointer or the keyboard can operate. */
const targetSelector =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="switch"], [role="tab"], [tabindex]:not([tabindex="-1"])'

/** 2.5.8: 24 × 24 px, or the spacing exception; links inside a sentence are exempt. */
const targetSize: Check = (page) =>
  page.evaluate((selector) => {
    const minimum = 24
    const isInline = (element: Element) => {
      if (element.tagName !== 'A') return false
      const block = element.closest('p, li, td, dd, blockquote, figcaption')
      if (!block) return false
      const own = (element.textContent ?? '').trim()
      const around = (block.textContent ?? '').replace(own, '').trim()
      return around.length > 0
    }
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => !element.closest('[aria-hidden="true"], [inert]'))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0)
      // A target another element covers at its centre (a link under the fixed banner) cannot be hit where it
      // lies: it is neither judged nor counted as crowding the target on top (the walk's 2.4.11 judges it).
      .filter(({ element, rect }) => {
        const cx = rect.left + rect.width / 2
        const cy = rect.top + rect.height / 2
        if (cx < 0 || cy < 0 || cx >= window.innerWidth || cy >= window.innerHeight) return true
        const hit = document.elementFromPoint(cx, cy)
        return !hit || element.contains(hit) || hit.contains(element)
      })
    const findings: string[] = []
    for (const { element, rect } of targets) {
      if ((rect.width >= minimum - 0.5 && rect.height >= minimum - 0.5) || isInline(element)) continue
      const cx = rect.left + rect.width / 2
      const cy = rect.top + rect.height / 2
      const crowded = targets.some((other) => {
        if (other.element === element || other.element.contains(element) || element.contains(other.element)) return false
        const r = other.rect
        const small = r.width < minimum - 0.5 || r.height < minimum - 0.5
        if (small) return Math.hypot(cx - (r.left + r.width / 2), cy - (r.top + r.height / 2)) < minimum
        const dx = Math.max(r.left - cx, 0, cx - r.right)
        const dy = Math.max(r.top - cy, 0, cy - r.bottom)
        return Math.hypot(dx, dy) < minimum / 2
      })
      if (crowded) {
        const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
        findings.push(`2.5.8 ${element.tagName.toLowerCase()} "${label}" is ${Math.round(rect.width)}×${Math.round(rect.height)} px and crowded`)
      }
    }
    return findings
  }, targetSelector)

/** 2.5.3: a name that differs from the visible text contains it. */
const labelInName: Check = (page) =>
  page.evaluate(() => {
    const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
    const visibleText = (element: Element): string => {
      let text = ''
      for (const node of element.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? ''
        else if (node instanceof Element) {
          const rect = node.getBoundingClientRect()
          const style = getComputedStyle(node)
          if (rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && style.display !== 'none') text += ` ${visibleText(node)} `
        }
      }
      return text
    }
    const nameOf = (element: Element) => {
      const ids = element.getAttribute('aria-labelledby')
      if (ids) {
        return ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      }
      return element.getAttribute('aria-label') ?? undefined
    }
    const findings: string[] = []
    for (const element of document.querySelectorAll('a[href], button, [role="button"], [role="link"], [role="switch"]')) {
      if (element.getClientRects().length === 0) continue
      const name = nameOf(element)
      if (name === undefined) continue
      const visible = normalize(visibleText(element))
      if (visible && !normalize(name).includes(visible)) findings.push(`2.5.3 "${visible}" is named "${name.trim()}"`)
    }
    return findings
  })

/**
 * 1.4.10: at 320 px the page does not scroll sideways. Measuring lays the page out at the new width there and
 * then, so nothing waits for an animation frame: a page that runs no scripts (the 404 page without JavaScript)
 * never draws one for a caller to wait on.
 */
const reflow: Check = async (page) => {
  const viewport = page.viewportSize()!
  await page.setViewportSize({ width: 320, height: 256 * 2 })
  try {
    return await page.evaluate(() => {
      const root = document.documentElement
      if (root.scrollWidth <= root.clientWidth + 1) return []
      // Name the widest offenders outside a box that scrolls on its own.
      const offenders = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= root.clientWidth + 1)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      return [`1.4.10 scrolls sideways at 320 px: ${root.scrollWidth} px wide (${offenders.join(', ')})`]
    })
  } finally {
    await page.setViewportSize(viewport)
  }
}

/**
 * Text a box clips (overflow hidden or clip, and the text overflows it), marked before a change and compared
 * after it: only text that starts clipping once the change applies counts, since a carousel's track clips its
 * off-screen slides by design. Line clamps (-webkit-line-clamp: SPEC §2's card titles and descriptions, whose
 * full text is one click away) are the named exceptions.
 */
const clippedTextSince = (page: Page, phase: 'before' | 'after') =>
  page.evaluate((phase) => {
    const clips = (value: string) => value === 'hidden' || value === 'clip'
    const found = new Map<Element, string>()
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element)
      if (!clips(style.overflowX) && !clips(style.overflowY)) continue
      if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') continue
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue
      const text = (element.innerText ?? '').trim()
      if (!text) continue
      const overY = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1
      const overX = clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1
      if (overY || overX) found.set(element, `${element.tagName.toLowerCase()}.${String(element.className)} "${text.replace(/\s+/g, ' ').slice(0, 40)}"`)
    }
    const store = window as unknown as { auditClippedBefore?: Set<Element> }
    if (phase === 'before') {
      store.auditClippedBefore = new Set(found.keys())
      return []
    }
    const before = store.auditClippedBefore ?? new Set()
    return [...found].filter(([element]) => !before.has(element)).map(([, label]) => label)
  }, phase)

/** 1.4.12: WCAG's spacing overrides, applied through a constructed stylesheet (the CSP admits no new <style>). */
const textSpacing: Check = async (page) => {
  await clippedTextSince(page, 'before')
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    )
    ;(window as unknown as { auditSpacing: CSSStyleSheet }).auditSpacing = sheet
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
  try {
    return (await clippedTextSince(page, 'after')).map((label) => `1.4.12 clips text: ${label}`)
  } finally {
    await page.evaluate(() => {
      const sheet = (window as unknown as { auditSpacing: CSSStyleSheet }).auditSpacing
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet)
    })
  }
}

/** The browser's default font size for 1.4.4: text at 200%, set as a reader would in the browser's settings, not zoom. */
const resizedFontPx = 32
const defaultFontPx = 16

/**
 * 1.4.4: with the browser's default font size at 32 px (Chromium's `Page.setFontSizes`), body text doubles,
 * no text starts clipping, and the keyboard walk still passes.
 */
const resizeText: Check = async (page) => {
  const findings: string[] = []
  const cdp = await page.context().newCDPSession(page)
  const bodyFontPx = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize))
  const setDefault = (px: number) => cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px } })
  const before = await bodyFontPx()
  await clippedTextSince(page, 'before')
  await setDefault(resizedFontPx)
  try {
    // A drawn frame, so what the page does after a layout has run, as it has long before a reader who changed the
    // setting presses a key: the cookie banner's reserved band follows the banner's new height from a
    // ResizeObserver. Once, in the full matrix, the walk below found six links under the banner as if the band had
    // kept its 16 px height. A screenshot draws a frame without waiting on one, which a page without scripts (the
    // 404 page here) never schedules.
    await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } })
    const after = await bodyFontPx()
    if (after < before * (resizedFontPx / defaultFontPx) - 0.5) findings.push(`1.4.4 text does not grow: body text is ${after} px at a ${resizedFontPx} px default (${before} px before)`)
    for (const label of await clippedTextSince(page, 'after')) findings.push(`1.4.4 clips text at ${resizedFontPx} px: ${label}`)
    for (const finding of await keyboardWalk(page)) findings.push(`1.4.4 at ${resizedFontPx} px, ${finding}`)
  } finally {
    await setDefault(defaultFontPx)
    await cdp.detach()
  }
  return findings
}

/**
 * Records each animation or transition running now into `window.auditMotion`, and, with `everyFrame`, again on
 * every animation frame from then on. Returns what it has recorded.
 */
function recordMotion(everyFrame: boolean): string[] {
  const store = window as unknown as { auditMotion?: Set<string> }
  const running = (store.auditMotion ??= new Set<string>())
  const look = () => {
    for (const animation of document.getAnimations()) {
      if (animation.playState !== 'running') continue
      const target = (animation.effect as KeyframeEffect | null)?.target
      const name =
        animation instanceof CSSAnimation ? animation.animationName : animation instanceof CSSTransition ? `transition of ${animation.transitionProperty}` : 'script animation'
      running.add(`reduced motion: ${name} runs on ${target?.tagName.toLowerCase() ?? '?'}.${String(target?.className ?? '')}`)
    }
    if (everyFrame) requestAnimationFrame(look)
  }
  look()
  return [...running]
}

/**
 * Watches every frame of each page `page` opens from now on, from before the page's own scripts run: a reveal
 * or a card's expansion that moves for a moment is seen whenever it happens, until the check reads the record.
 */
export const watchMotion = (page: Page) => page.addInitScript(recordMotion, true)

/**
 * Reduced motion, on a page loaded with reduce requested (the caller emulates it): nothing ran since the page
 * loaded (when `watchMotion` watched it) and nothing runs now. It looks without waiting for a frame, which a
 * page that runs no scripts never draws.
 */
const reducedMotion: Check = (page) => page.evaluate(recordMotion, false)

export const checks: Record<PageAuditCheckId, Check> = {
  'keyboard-walk': keyboardWalk,
  'keyboard-states': keyboardStates,
  'target-size': targetSize,
  'label-in-name': labelInName,
  reflow,
  'text-spacing': textSpacing,
  'resize-text': resizeText,
  'reduced-motion': reducedMotion,
}
