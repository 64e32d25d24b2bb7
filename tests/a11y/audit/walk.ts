// The keyboard walk: Tab from the document's start through every stop (2.1.2, 2.4.7, 2.4.11), and what it
// judges at each stop, which the walk through the interactive states (states.ts) shares.
import type { CDPSession, Page } from '@playwright/test'
import { focusIndicatorFindings } from './focus-pixels'

export type Check = (page: Page) => Promise<string[]>

/** Tab stops walked at most on one page before the walk counts as a trap. */
const maxStops = 250

/** Each page's own DevTools session, opened the first time a walk presses Tab in it. */
const sessions = new WeakMap<Page, CDPSession>()

/**
 * Presses Tab, or Shift+Tab, `times` times as a keyboard does: each key goes down and up, and the presses are sent
 * together, in one round trip. Playwright's `keyboard.press` waits for each key-down to be handled before it sends the
 * key-up; the walks press Tab some thousands of times a run. The browser handles the events in order, each with its
 * default action (focus moves, and scrolls into view) before the next, and all have been handled when this returns.
 */
export async function pressTab(page: Page, direction: 'forward' | 'backward' = 'forward', times = 1) {
  let session = sessions.get(page)
  if (!session) {
    session = await page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  // Shift's bit among DevTools' modifiers (Alt 1, Ctrl 2, Meta 4, Shift 8).
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers: direction === 'backward' ? 8 : 0 }
  const events = Array.from({ length: times }, () => [
    session.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key }),
    session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
  ])
  await Promise.all(events.flat())
}

/** The focused element as one Tab stop: where it is in the tree, how it draws focus, and whether it is covered. */
export interface FocusStop {
  /** Its path in the tree, stable across presses. */
  key: string
  /** What draws its focus indicator (`drawnLook`). */
  style: string
  label: string
  obscured: boolean
  /** Inside the element `data-audit-region` marks (states.ts), when there is one. */
  inRegion: boolean
}

/**
 * How an element draws itself, and so its focus ring or its boundary, as one string: tag, classes, type and role,
 * its outline, shadow, fill, border and text colour, what a pseudo-element draws over it, and the colour behind it
 * (the first ancestor that paints a background). Run in the page; self-contained, so its source can be carried there
 * (`inPage`).
 */
export function drawnLook(element: HTMLElement): string {
  const own = getComputedStyle(element)
  const ring = getComputedStyle(element, '::after')
  let behind = ''
  for (let node: Element | null = element.parentElement; node && !behind; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor
    if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') behind = background
  }
  const drawn = [own.outlineStyle, own.outlineColor, own.outlineWidth, own.outlineOffset, own.boxShadow, own.backgroundColor]
  const edge = [own.borderStyle, own.borderColor, own.borderWidth, own.borderRadius, own.color]
  const over = ring.content === 'none' ? '' : `${ring.position} ${ring.inset} ${ring.outline} ${ring.boxShadow} ${ring.borderColor}`
  return [element.tagName, String(element.className), element.getAttribute('type') ?? '', element.getAttribute('role') ?? '', ...drawn, ...edge, over, behind].join('|')
}

/**
 * Source that runs `inside` in the page with `drawnLook` as its last argument: a function Playwright carries into
 * the page takes only its own source, not the module's other functions.
 */
export const inPage = (inside: string, ...args: unknown[]) => `(${inside})(${[...args.map((arg) => JSON.stringify(arg)), String(drawnLook)].join(', ')})`

/** The focused element as a stop, run in the page (`inPage`); null when focus has left the page's elements. */
function describeFocus(lookOf: typeof drawnLook): FocusStop | null {
  const active = document.activeElement
  if (!active || active === document.body || active === document.documentElement) return null
  const element = active as HTMLElement
  const path: string[] = []
  for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
    path.unshift(`${node.tagName}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`)
  }
  const rect = element.getBoundingClientRect()
  const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`
  // Covered: at none of nine points inside its visible part is the element (or its content) on top.
  const left = Math.max(rect.left, 0)
  const right = Math.min(rect.right, window.innerWidth)
  const top = Math.max(rect.top, 0)
  const bottom = Math.min(rect.bottom, window.innerHeight)
  let visiblePoints = 0
  if (right > left && bottom > top) {
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy)
        if (hit && (element.contains(hit) || hit.contains(element))) visiblePoints += 1
      }
    }
  }
  const style = lookOf(element)
  return { key: path.join('/'), style, label, obscured: visiblePoints === 0 && rect.width > 0 && rect.height > 0, inRegion: element.closest('[data-audit-region]') !== null }
}

/** The focused element, or undefined when focus has left the page's elements. */
export const focusedStop = async (page: Page): Promise<FocusStop | undefined> => ((await page.evaluate(inPage(String(describeFocus)))) as FocusStop | null) ?? undefined

/**
 * From now until the next call, the page notes each stop as Tab comes up: after the browser has moved focus and
 * scrolled to it, where reading it after each press took a round trip of its own. Presses inside a frame (a third
 * party's player) reach the frame's document, not this one, so they note nothing. Returns false when the page runs
 * no listeners (JavaScript off: the 404 page's audit), where the walk reads each stop after its press instead.
 */
const recordStops = (page: Page): Promise<boolean> =>
  page.evaluate(`(() => {
    const describe = () => ${inPage(String(describeFocus))};
    window.auditTabStops = [];
    // Replaced, not kept: a document written afresh (set content) has dropped the window's listeners.
    if (window.auditTabRecorder) window.removeEventListener('keyup', window.auditTabRecorder, true);
    window.auditTabRecorder = (event) => { if (event.key === 'Tab') window.auditTabStops.push(describe()); };
    window.addEventListener('keyup', window.auditTabRecorder, true);
    let listening = false;
    const probe = () => { listening = true; };
    window.addEventListener('audit-probe', probe);
    window.dispatchEvent(new Event('audit-probe'));
    window.removeEventListener('audit-probe', probe);
    return listening;
  })()`) as Promise<boolean>

/** The stops noted since the last read. */
const recordedStops = (page: Page): Promise<(FocusStop | null)[]> =>
  page.evaluate(() => (window as unknown as { auditTabStops: (FocusStop | null)[] }).auditTabStops.splice(0))

/**
 * Puts focus on an element, found by selector or by a stop's path, as Tab shows it (`focusVisible`; where focus is
 * already, nothing changes). Says whether it took focus so, or is gone.
 */
export const focusAsTab = (page: Page, target: { selector: string } | { path: string }): Promise<'focused' | 'not focused' | 'gone'> =>
  page.evaluate((target) => {
    let element: Element | null | undefined = document.documentElement
    if ('selector' in target) element = document.querySelector(target.selector)
    else for (const step of target.path.split('/')) element = element?.children[Number(step.split(':')[1])]
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) return 'gone'
    element.focus({ focusVisible: true } as FocusOptions)
    return document.activeElement === element && element.matches(':focus-visible') ? 'focused' : 'not focused'
  }, target)

/**
 * Focus styles whose pixels passed, per worker (keyed as `FocusStop.style`): the same style on the same colour
 * draws the same ring, so it is captured once per run, not once on every page. Only passes are kept, so a
 * style that failed is judged, and reported, wherever it appears.
 */
const visibleFocusStyles = new Set<string>()

// Focus inside a frame (the video player) is drawn by the framed document, a third party's the statement
// names as a known limitation: its indicator is not ours to judge, and the frame's own box shows none.
const needsCapture = (stop: FocusStop) => !visibleFocusStyles.has(stop.style) && !stop.style.startsWith('IFRAME|')

/** Focus back on a stop the walk noted, for its captures or to go on from it. */
async function returnFocus(page: Page, key: string) {
  if ((await focusAsTab(page, { path: key })) !== 'focused') throw new Error(`the keyboard walk could not put focus back on ${key} with :focus-visible`)
}

/** 2.4.11 and 2.4.7 for a stop, as noted when Tab reached it. */
export async function stopFindings(page: Page, stop: FocusStop): Promise<string[]> {
  const findings: string[] = []
  if (stop.obscured) findings.push(`2.4.11 hidden: ${stop.label} is entirely covered`)
  if (!needsCapture(stop)) return findings
  // The walk from the top reads its stops a batch at a time, by when focus has moved on.
  await returnFocus(page, stop.key)
  const indicator = await focusIndicatorFindings(page)
  if (indicator) findings.push(`2.4.7 no visible focus: ${stop.label} (${indicator})`)
  else visibleFocusStyles.add(stop.style)
  return findings
}

/** Tab presses sent together before the walk reads where they went; the last batch runs on past the walk's end. */
const pressesPerRead = 12

/**
 * 2.1.2, 2.4.7, 2.4.11: Tab from the document's start until focus leaves the page or comes back
 * round. Each stop must be visible by pixels (focus-pixels.ts) and not entirely covered.
 */
export const keyboardWalk: Check = async (page) => {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  const recording = await recordStops(page)
  try {
    return await walkFromTop(page, recording)
  } finally {
    // The last batch ran on past the end: no stop is left focused (a tooltip's trigger shows its tooltip).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  }
}

async function walkFromTop(page: Page, recording: boolean): Promise<string[]> {
  const findings: string[] = []
  const seen: string[] = []
  const presses = recording ? pressesPerRead : 1
  for (let pressed = 0; pressed < maxStops; pressed += presses) {
    await pressTab(page, 'forward', presses)
    const batch = recording ? await recordedStops(page) : [(await focusedStop(page)) ?? null]
    const moved = batch.some((stop) => stop !== null && needsCapture(stop))
    for (const focused of batch) {
      if (!focused || seen[0] === focused.key) return findings
      if (seen.at(-1) === focused.key) return [...findings, `2.1.2 trap: Tab stays on ${focused.label}`]
      seen.push(focused.key)
      findings.push(...(await stopFindings(page, focused)))
    }
    // The next batch goes on from the batch's last stop, where a capture above took focus away.
    const last = batch.at(-1)
    if (last && moved) await returnFocus(page, last.key)
  }
  return [...findings, `2.1.2 trap: focus never left the page in ${maxStops} Tab stops`]
}
