import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import { test as base, expect, type BrowserContext, type Locator, type Page, type Request, type Route } from '@playwright/test'
import { consentRevision, consentStorageKeys } from '../../content/consent-policy'
import { fadeInClass, fadeInVisibleClass } from '../../design-system/styles/fadeIn'
import { motion } from '../../design-system/tokens'
import { hydratedAttribute } from '../../renderer/document'
import { storyShownAttribute } from '../../.ladle/storyShown'
import { expectFacesInUse } from './fonts'
import { storiesOrigin } from './ports'
import { BrowserGuard, notFoundStatusMessage, type ConsoleExpectationOptions, type UrlPattern } from './guard'

/** SPEC §9's accessibility bar: every route and story passes these with zero violations. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Opens `path` and waits until React has hydrated it and its fonts are ready. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: 'attached' })
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  return response
}

/** The slowest transition the design system declares; anything longer is ambient motion such as the logo carousel. */
const slowestTransitionMs = Math.max(
  ...Object.values(motion)
    .filter((value) => /^\d+ms$/.test(value))
    .map((value) => Number.parseInt(value, 10)),
)

/**
 * Waits for the CSS transitions and animations running now (reveals, fades)
 * to finish. Endless ones, and ones longer than any motion token (the
 * carousel's continuous drift), are not waited for: they never settle.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async (slowest) => {
    const settling = document.getAnimations().filter((animation) => {
      if (animation.playState !== 'running') return false
      const { activeDuration } = animation.effect?.getComputedTiming() ?? {}
      return typeof activeDuration === 'number' && activeDuration <= slowest
    })
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)))
  }, slowestTransitionMs)
}

/** Waits two animation frames: by then what the page changed in this task has been laid out and painted. */
export async function afterNextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Records every layout shift of each document `page` opens from now on; `layoutShifts` reads them. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shifts `recordLayoutShifts` saw in the current document, in order. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
}

/**
 * Scrolls `target` into view and waits until it is at rest: the reveal around it (`Reveal`'s `data-revealed`, the
 * `.fade-in` observer's class) has run and its transition finished. Pointing at it any earlier aims at where it
 * starts, and it then slides out from under a pointer that never moves.
 */
export async function scrollIntoViewAtRest(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const hiddenUntilRevealed = `[data-revealed="false"], .${fadeInClass}:not(.${fadeInVisibleClass})`
  await expect.poll(() => target.evaluate((element, selector) => element.closest(selector) === null, hiddenUntilRevealed)).toBe(true)
  await settleAnimations(target.page())
}

/**
 * Scrolls to the bottom one screen at a time, so every reveal and lazy section
 * has run, waits until no new resources load, then returns to the top.
 * Each wait is bounded by `waitBoundMs` and names itself when it runs out, so a stuck page fails in seconds and
 * says where, instead of holding the test until its own timeout.
 */
export async function scrollThroughPage(page: Page, { waitBoundMs = 15_000 } = {}) {
  await page.evaluate(async (boundMs) => {
    const within = <T,>(wait: string, promise: Promise<T>, detail: () => string = () => '') =>
      Promise.race([
        promise,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`scrollThroughPage: ${wait} did not end within ${boundMs} ms${detail()}`)), boundMs),
        ),
      ])
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    // A task after the next frame's rendering: intersection observers have taken their reading of this scroll
    // position by then (their callbacks, and the lazy chunks those start, follow; the quiet wait below sees the
    // chunks through). Half the wait of two frames, over the ten or so screens of a page.
    const observed = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    const root = document.scrollingElement ?? document.documentElement
    for (let step = 0; step < 500; step += 1) {
      const atBottom = window.scrollY + window.innerHeight >= root.scrollHeight - 1
      if (atBottom) break
      window.scrollBy({ top: Math.round(window.innerHeight * 0.75), behavior: 'instant' })
      await within(`the frame after scrolling to ${window.scrollY}`, observed())
    }
    // Quiet for three looks 50 ms apart: the test servers answer a chunk or an image in a few milliseconds.
    const resourceCount = () => performance.getEntriesByType('resource').length
    const quiet = async () => {
      let resources = -1
      for (let looks = 0; looks < 3; ) {
        const now = resourceCount()
        looks = now === resources ? looks + 1 : 0
        resources = now
        await pause(50)
      }
    }
    const lastResources = () =>
      `; the last resources: ${performance.getEntriesByType('resource').slice(-5).map((entry) => entry.name).join(', ')}`
    await within('the wait for no new resources', quiet(), lastResources)
    const pending = [...document.images].filter((image) => !image.complete)
    await within(
      'the decoding of the images not yet complete',
      Promise.all(pending.map((image) => image.decode().catch(() => undefined))),
      () => `: ${pending.filter((image) => !image.complete).map((image) => image.currentSrc || image.src).join(', ')}`,
    )
    window.scrollTo({ top: 0, behavior: 'instant' })
    await within('the frame after returning to the top', frame())
  }, waitBoundMs)
  await settleAnimations(page)
}

export interface AxeFindings {
  /** Violations of `axeTags`: each fails the test. */
  violations: string[]
  /** axe's `best-practice` rules: reported, never failing. */
  bestPractice: string[]
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>
type AxeViolation = AxeResults['violations'][number]

const describeViolation = (violation: AxeViolation) =>
  `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`

/**
 * Puts axe-core into every frame of the page that lacks it. AxeBuilder evaluates
 * axe's 1.3 MB source twice per scan, and the story suite scans hundreds of
 * stories in one document: once per document cut a story scan from 390 ms to 60 ms.
 */
async function loadAxeOnce(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source)
    } catch {
      // A frame that navigated away or refuses scripts is skipped, as AxeBuilder's own injection skips it.
    }
  }
}

/** Given to AxeBuilder in place of axe's source, which loadAxeOnce has already put in each frame. */
const axeAlreadyLoaded = 'void 0'

async function axeViolations(page: Page, tags: string[], include?: string): Promise<AxeViolation[]> {
  // Contrast is only meaningful once fades and slides have finished.
  await settleAnimations(page)
  await loadAxeOnce(page)
  // Only violations are read; skipping the passes' node details makes axe faster on long pages.
  // options() replaces every option, so it must come before withTags(), which adds runOnly.
  // Legacy mode runs axe in the page (frames answer it over postMessage): the default mode opens
  // and closes a blank page for every scan, which made each scan more than twice as slow (780 ms against 330 ms a story).
  let builder = new AxeBuilder({ page, axeSource: axeAlreadyLoaded })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(tags)
  if (include) builder = builder.include(include)
  return (await builder.analyze()).violations
}

/** Runs axe once with the WCAG tags and `best-practice`, and splits the results. */
export async function scanWithAxe(page: Page, include?: string): Promise<AxeFindings> {
  const violations = await axeViolations(page, [...axeTags, 'best-practice'], include)
  const isWcag = (violation: AxeViolation) => violation.tags.some((tag) => axeTags.includes(tag))
  return {
    violations: violations.filter(isWcag).map(describeViolation),
    bestPractice: violations.filter((violation) => !isWcag(violation)).map(describeViolation),
  }
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  const violations = await axeViolations(page, axeTags, include)
  expect(violations.map(describeViolation), 'axe violations').toEqual([])
}

/** The one way a test declares a third party it expects: the request is fulfilled by the stub, never sent. */
export interface ThirdParty {
  stub(pattern: UrlPattern, handler: (route: Route, request: Request) => Promise<void> | void): Promise<void>
}

/** The one way a test allows a console error or warning: it must then appear, or the test fails. */
export interface BrowserConsole {
  /** Allows exactly `text` (the whole message), or messages starting with it when `prefix` is set. */
  expect(text: string, options?: ConsoleExpectationOptions): void
  /** Allows Chromium's 404 status line for a page the test deliberately opens at an unknown `path`. */
  expectNotFoundStatus(path: string): void
}

function consoleApi(guard: BrowserGuard): BrowserConsole {
  return {
    expect: (text, options) => guard.expectConsole(text, options),
    expectNotFoundStatus: (path) => guard.expectConsole(notFoundStatusMessage, { pathname: path }),
  }
}

async function expectNoProblems(guard: BrowserGuard) {
  const problems = await guard.problems()
  // The problems lead the message, so a one-line summary of the failure names them.
  expect(problems, `guard: ${problems.join('; ')}`).toEqual([])
}

/**
 * What the browser has stored for cookie consent before the first page loads. By default a
 * current "functional only" choice, so no suite sees the banner appear after 1 s over its
 * screenshots and no page requests the analytics script; `test.use({ consent: 'none' })`
 * starts as a first-time visitor (the consent suites).
 */
export const consentSeeds = ['functional-only', 'none'] as const
export type ConsentSeed = (typeof consentSeeds)[number]

/** A stored consent choice: the record (revision, when given) and the three preferences. */
export interface SeededChoice {
  revision?: number
  givenAt?: string
  analytics?: boolean
  marketing?: boolean
}

/**
 * Puts a consent choice into the site's localStorage as the first page of the site loads; later loads keep
 * whatever the page stored, as a returning visitor's browser would. By default a current "functional only"
 * choice, the fixtures' seed. The one way a test stores a choice before the site runs (the consent suites seed
 * older revisions or other preferences with it). Playwright's `storageState` seeds by opening and closing a page
 * of its own, which cost 230 ms of every test (445 against 218 ms for a context and its page).
 */
export async function seedConsentOnce(
  context: BrowserContext,
  origin: string,
  { revision = consentRevision, givenAt = new Date().toISOString(), analytics = false, marketing = false }: SeededChoice = {},
) {
  const entries: [string, string][] = [
    [consentStorageKeys.consent, JSON.stringify({ revision, givenAt })],
    [consentStorageKeys.preferences, JSON.stringify({ functional: true, analytics, marketing })],
  ]
  const seeding = await context.addInitScript(
    ({ siteOrigin, items }) => {
      if (window !== window.top || window.location.origin !== siteOrigin) return
      try {
        for (const [name, value] of items) window.localStorage.setItem(name, value)
      } catch {
        // Storage a test has made unusable stays so; the page under test reports it.
      }
    },
    { siteOrigin: origin, items: entries },
  )
  let seeded = false
  const disposeOnFirstLoad = (page: Page) =>
    page.on('domcontentloaded', () => {
      if (seeded || new URL(page.url()).origin !== origin) return
      seeded = true
      void seeding.dispose()
    })
  // A page opened before the seed (the test's own `page` fixture, when a test seeds again) counts too.
  context.pages().forEach(disposeOnFirstLoad)
  context.on('page', disposeOnFirstLoad)
}

interface GuardFixtures {
  consent: ConsentSeed
  guard: BrowserGuard
  thirdParty: ThirdParty
  browserConsole: BrowserConsole
}

/**
 * Every browser test: any request to a host other than our test servers, any
 * `<link>` that would connect to one, and any console error, warning or page
 * error fails it, unless the test declared it through `thirdParty` or
 * `browserConsole`.
 */
const guards = new WeakMap<object, BrowserGuard>()

export const test = base.extend<GuardFixtures>({
  consent: ['functional-only', { option: true }],
  // Guarding the context itself means every test that opens a page is checked, whether or not it names a fixture below.
  context: async ({ context, consent, baseURL }, use) => {
    if (consent !== 'none' && baseURL) await seedConsentOnce(context, new URL(baseURL).origin)
    const guard = new BrowserGuard(context)
    await guard.attach()
    guards.set(context, guard)
    await use(context)
    // Runs before the context closes, so the pages' DOM can still be read.
    await expectNoProblems(guard)
  },
  guard: async ({ context }, use) => use(guards.get(context)!),
  thirdParty: async ({ guard }, use) => use({ stub: (pattern, handler) => guard.stub(pattern, handler) }),
  browserConsole: async ({ guard }, use) => use(consoleApi(guard)),
})

/**
 * Shows a story in preview mode, on the light surface or the dark one (Ladle's `theme`). The first story of a page
 * loads Ladle; later ones switch inside the loaded app through its history (Ladle follows popstate), which saves a
 * full reload of the Ladle bundle per story, except where noted below. A page keeps one surface: the story suite
 * opens dark stories in a page of their own (`darkStoryPage`), since Ladle takes the dark surface away in steps after
 * it renders the next story (its data-theme, then our provider's class), and axe measured the Customize view's muted
 * text against the wrong surface in two CI runs when one page switched back and forth.
 */
export async function openStory(page: Page, id: string, surface: 'light' | 'dark' = 'light') {
  const url = `${storiesOrigin}/?story=${id}&mode=preview${surface === 'dark' ? '&theme=dark' : ''}`
  // Ladle keeps control values in app-wide state and hands them to the next story with a control of the same name,
  // so a Playground opened inside the app would start from whatever the worker's previous Playground left: it loads
  // afresh and starts from its declared defaults.
  const hasControls = id.endsWith('playground')
  if (page.url().startsWith(storiesOrigin) && !hasControls) {
    await page.evaluate((next) => {
      window.history.pushState(null, '', next)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, url)
  } else {
    await page.goto(url)
  }
  // Attached, not visible: a story of fixed-position parts (a header) leaves <html> without a box.
  const shown = page.locator(`html[${storyShownAttribute}="${id}"]`)
  await shown.waitFor({ state: 'attached' })
  if (surface === 'dark') await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' })
  await expectFacesInUse(page)
  // A story can suspend again just after it is shown (one that waits for Radix re-renders while the chunk is on its
  // way), and Ladle's spinner then stands in for it for 300 ms: a screenshot taken then is blank.
  await afterNextFrames(page)
  await page.locator('.ladle-ring-wrapper').waitFor({ state: 'detached' })
  // A full-page screenshot does not scroll, so a lazy image loads only if it lies within Chromium's lazy-load distance
  // of the first screen: a long story (a page template) had its lower images in one run and not in the next.
  for (const image of await page.locator('img[loading="lazy"]:visible').all()) await image.scrollIntoViewIfNeeded()
  const shownImagesLoaded = () => [...document.images].filter((image) => image.getClientRects().length > 0).every((image) => image.complete && image.naturalWidth > 0)
  await expect.poll(() => page.evaluate(shownImagesLoaded)).toBe(true)
  await page.evaluate(async (storyId) => {
    if (new URLSearchParams(window.location.search).get('story') !== storyId) throw new Error(`Ladle is not on ${storyId}`)
    window.scrollTo(0, 0)
    await document.fonts.ready
  }, id)
  // The worker's page keeps the pointer where the previous story's checks left it: a field under it showed its hover
  // border and Chromium's clear button in one run and not in the next.
  await page.mouse.move(0, 0)
}

/**
 * For the story suite: one page per worker, so Ladle's bundle is fetched and
 * parsed once per worker rather than once per story. Each test still starts
 * with an empty record and is checked on its own. Stories on the dark surface
 * get a second page of the same context, opened the first time one asks for it.
 */
export const storyTest = base.extend<
  { storyPage: Page; darkStoryPage: Page },
  { workerStoryPage: { page: Page; guard: BrowserGuard }; workerDarkStoryPage: Page }
>({
  workerStoryPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor } = workerInfo.project.use
      // Reduced motion: every component then renders its still state, so snapshots are deterministic.
      const context = await browser.newContext({
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      })
      const guard = new BrowserGuard(context)
      await guard.attach()
      const page = await context.newPage()
      await use({ page, guard })
      await context.close()
    },
    { scope: 'worker' },
  ],
  workerDarkStoryPage: [async ({ workerStoryPage: { page } }, use) => use(await page.context().newPage()), { scope: 'worker' }],
  storyPage: async ({ workerStoryPage: { page, guard } }, use) => {
    await guard.reset()
    await use(page)
    await expectNoProblems(guard)
  },
  // Through storyPage, so the context's guard is reset before the test and checked after it, for both pages.
  darkStoryPage: async ({ storyPage, workerDarkStoryPage }, use) => {
    void storyPage
    await use(workerDarkStoryPage)
  },
})

export { expect }
