// Forced colours (Windows High Contrast and its kin): the browser replaces the page's colours with a few
// system ones and drops backgrounds and shadows, so a control drawn only by its fill or a focus ring drawn
// only by a box-shadow disappears. Judged from pixels, like the focus check: each control keeps the boundary it
// has in the page's own colours, and each control the keyboard reaches still shows a focus indicator.
import type { Page } from '@playwright/test'
import { focusIndicatorFindings } from './focus-pixels'
import { drawnLook, focusAsTab, inPage } from './walk'

/** Controls whose shape the user must see; links are told apart by their LinkText colour and need no box. */
const boundedControls = 'button, input:not([type="hidden"]), select, textarea, [role="button"]:not(a), [role="switch"], [role="tab"]'
/** What Tab can reach. A frame (the video player) draws its own focus, a third party's the statement names. */
const focusableControls =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/** Pixels captured beyond the control's box on each side, so its border and what surrounds it are both seen. */
const pad = 4
/** Share of each side's length along which a boundary must be found: corners are rounded, so not all of it. */
const minimumSideShare = 0.6

/**
 * Looks that passed, per worker: a control of the same element and classes, drawn in the same colours on the same
 * colour behind it, keeps its boundary, and shows its focus ring, the same way in every story, so each look is
 * judged once per run rather than in every story that shows it (the story suite shows the form fields and buttons
 * in dozens). Only passes are kept, so a look that failed is judged, and reported, wherever it appears.
 */
const passedLooks = { boundary: new Set<string>(), focus: new Set<string>() }

interface MarkedControl {
  index: number
  look: string
  label: string
}

type Kind = keyof typeof passedLooks

/** The attribute that marks each kind's controls for the pass judging them. */
const markers: Record<Kind, string> = { boundary: 'data-audit-control', focus: 'data-audit-focus' }

/** Marks one control of each look not in `judged`; run in the page (`inPage`). */
function markInPage({ selector, attribute, judged }: { selector: string; attribute: string; judged: string[] }, lookOf: typeof drawnLook): MarkedControl[] {
  const seen = new Set(judged)
  const marked: MarkedControl[] = []
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    element.removeAttribute(attribute)
    const rect = element.getBoundingClientRect()
    if (rect.width < 4 || rect.height < 4 || element.closest('[aria-hidden="true"], [inert]')) continue
    if (getComputedStyle(element).visibility === 'hidden' || (element as HTMLButtonElement).disabled) continue
    const look = lookOf(element)
    if (seen.has(look)) continue
    seen.add(look)
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    element.setAttribute(attribute, String(marked.length))
    marked.push({ index: marked.length, look, label })
  }
  return marked
}

/** Marks one control of each look not in `judged`, read in the page's own colours, before the pass restyles it. */
const markControls = async (page: Page, kind: Kind, judged: ReadonlySet<string>) =>
  (await page.evaluate(
    inPage(String(markInPage), { selector: kind === 'boundary' ? boundedControls : focusableControls, attribute: markers[kind], judged: [...judged] }),
  )) as MarkedControl[]

/** What a pass found: its findings, the looks that passed, and the looks whose marked control was gone before its verdict. */
interface Verdict {
  findings: string[]
  passed: string[]
  gone: string[]
}

/**
 * Judges one control of each look not judged yet. A story can replace a control while it is judged (a tooltip's
 * trigger loads Radix when first focused, and Radix's trigger takes the place of the one shown), so a control gone
 * before its verdict is marked afresh and judged again.
 */
async function judgeLooks(page: Page, kind: Kind, judge: (controls: MarkedControl[]) => Promise<Verdict>): Promise<string[]> {
  const judged = new Set(passedLooks[kind])
  const findings: string[] = []
  for (let round = 0; round < 3; round += 1) {
    await page.emulateMedia({ forcedColors: 'none' })
    const controls = await markControls(page, kind, judged)
    if (controls.length === 0) return findings
    const verdict = await judge(controls)
    findings.push(...verdict.findings)
    for (const look of verdict.passed) passedLooks[kind].add(look)
    for (const { look } of controls) if (!verdict.gone.includes(look)) judged.add(look)
    if (verdict.gone.length === 0) return findings
  }
  throw new Error(`forced colours: the story kept replacing its controls while they were judged (${kind})`)
}

/**
 * The sides of a marked control along which no edge contrasts by at least 3:1 with what surrounds it; undefined
 * when the control is gone.
 */
async function weakSides(page: Page, index: number): Promise<string[] | undefined> {
  const measured = await page.evaluate(
    ({ selector, padding }) => {
      const element = document.querySelector(selector)
      if (!element) return undefined
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
      const rect = element.getBoundingClientRect()
      const radius = Math.min(Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0, Math.min(rect.width, rect.height) / 2)
      return { radius, x: rect.left - padding, y: rect.top - padding, width: rect.width + 2 * padding, height: rect.height + 2 * padding }
    },
    { selector: `[${markers.boundary}="${index}"]`, padding: pad },
  )
  if (!measured) return undefined
  const { radius, ...box } = measured
  const viewport = page.viewportSize()!
  // A control wider than the screen, or not brought fully into it, is not judged.
  if (box.x < 0 || box.y < 0 || box.x + box.width > viewport.width || box.y + box.height > viewport.height) return []
  const shot = await page.screenshot({ clip: box, animations: 'disabled', caret: 'hide' })
  return page.evaluate(
    async ([base64, padding, share, rounded]) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')!
      context.drawImage(bitmap, 0, 0)
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height)
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      const luminance = (x: number, y: number) => {
        const i = (y * width + x) * 4
        return 0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!)
      }
      // The surroundings: the commonest luminance on the capture's outer frame.
      const frame = new Map<number, number>()
      for (let x = 0; x < width; x += 1) for (const y of [0, height - 1]) frame.set(luminance(x, y), (frame.get(luminance(x, y)) ?? 0) + 1)
      for (let y = 0; y < height; y += 1) for (const x of [0, width - 1]) frame.set(luminance(x, y), (frame.get(luminance(x, y)) ?? 0) + 1)
      const surround = [...frame].sort((a, b) => b[1] - a[1])[0]![0]
      const contrasts = (x: number, y: number) => {
        const l = luminance(x, y)
        return (Math.max(l, surround) + 0.05) / (Math.min(l, surround) + 0.05) >= 3
      }
      // Along each side, a position counts when some pixel from 3 px outside the edge to 2 px inside it contrasts.
      const inner = { left: padding, top: padding, right: width - padding - 1, bottom: height - padding - 1 }
      // Rounded corners curve away from the straight band: only the straight part of each side is judged, and
      // a side with none (a pill's ends) is left to the sides that have one.
      const corner = Math.max(4, Math.ceil(rounded))
      const side = (positions: number[], at: (position: number, depth: number) => [number, number]) =>
        positions.length === 0 ? 1 : positions.filter((position) => [-3, -2, -1, 0, 1, 2].some((depth) => contrasts(...at(position, depth)))).length / positions.length
      const range = (from: number, to: number) => Array.from({ length: Math.max(to - from, 0) }, (_, i) => from + i)
      const columns = range(inner.left + corner, inner.right - corner)
      const rows = range(inner.top + corner, inner.bottom - corner)
      const shares = {
        top: side(columns, (x, depth) => [x, inner.top + depth]),
        bottom: side(columns, (x, depth) => [x, inner.bottom - depth]),
        left: side(rows, (y, depth) => [inner.left + depth, y]),
        right: side(rows, (y, depth) => [inner.right - depth, y]),
      }
      return Object.entries(shares)
        .filter(([, found]) => found < share)
        .map(([name, found]) => `${name} ${Math.round(found * 100)}%`)
    },
    [shot.toString('base64'), pad, minimumSideShare, radius] as const,
  )
}

/**
 * Controls that show a boundary on all four sides in the page's own colours and lose it under forced colours.
 * A control drawn as text (the tooltip's dotted-underlined trigger) has no boundary to keep. Every control is
 * judged in the page's own colours first, then the bounded ones under forced colours: two restyles of the page,
 * not two per control.
 */
const lostBoundaries = (page: Page) =>
  judgeLooks(page, 'boundary', async (controls) => {
    const verdict: Verdict = { findings: [], passed: [], gone: [] }
    const bounded: MarkedControl[] = []
    for (const control of controls) {
      const weak = await weakSides(page, control.index)
      if (!weak) verdict.gone.push(control.look)
      else if (weak.length === 0) bounded.push(control)
      else verdict.passed.push(control.look)
    }
    if (bounded.length === 0) return verdict
    await page.emulateMedia({ forcedColors: 'active' })
    for (const control of bounded) {
      const lost = await weakSides(page, control.index)
      if (!lost) verdict.gone.push(control.look)
      else if (lost.length === 0) verdict.passed.push(control.look)
      else verdict.findings.push(`forced colours: ${control.label} loses its boundary (${lost.join(', ')} of the side shows one)`)
    }
    return verdict
  })

/**
 * Under forced colours, each control the keyboard reaches shows a focus indicator, judged from pixels as the
 * keyboard walk judges it (focus-pixels.ts). Script puts focus on each control as a key press would
 * (`focusVisible`), so no look needs a walk through every stop.
 */
const hiddenFocus = (page: Page) =>
  judgeLooks(page, 'focus', async (controls) => {
    const verdict: Verdict = { findings: [], passed: [], gone: [] }
    await page.emulateMedia({ forcedColors: 'active' })
    for (const control of controls) {
      const selector = `[${markers.focus}="${control.index}"]`
      const focused = await focusAsTab(page, { selector })
      if (focused === 'gone') verdict.gone.push(control.look)
      if (focused === 'not focused') verdict.findings.push(`forced colours: ${control.label} does not take focus from script`)
      if (focused !== 'focused') continue
      const indicator = await focusIndicatorFindings(page)
      // Replaced while captured: focus went with it, and the captures show something else.
      if (!(await page.evaluate((selector) => document.activeElement?.matches(selector) === true, selector))) verdict.gone.push(control.look)
      else if (indicator) verdict.findings.push(`forced colours: 2.4.7 no visible focus: ${control.label} (${indicator})`)
      else verdict.passed.push(control.look)
    }
    return verdict
  })

/** Under `forced-colors: active`: every control keeps a boundary, and every control Tab reaches a visible focus indicator. */
export async function forcedColorsFindings(page: Page): Promise<string[]> {
  try {
    return [...(await lostBoundaries(page)), ...(await hiddenFocus(page))]
  } finally {
    await page.evaluate((attributes) => {
      ;(document.activeElement as HTMLElement | null)?.blur()
      for (const attribute of attributes) for (const element of document.querySelectorAll(`[${attribute}]`)) element.removeAttribute(attribute)
    }, Object.values(markers))
    await page.emulateMedia({ forcedColors: 'none' })
  }
}
