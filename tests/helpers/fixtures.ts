import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { notFoundPath } from './prerendered'

/** SPEC-sanctioned console output (§8): everything else fails the test. */
const allowedConsole = [/^404:/, /^301:/, /forms script/i, /forms API/i, /initializing forms|creating form/i]

/** The browser reports the 404 status of a page we deliberately open at an unknown URL. */
function isExpectedNotFound(message: ConsoleMessage) {
  const { url } = message.location()
  return message.text().includes('status of 404') && url !== '' && new URL(url).pathname === notFoundPath
}

export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Waits for running CSS transitions and animations (reveals, fades) to finish. */
export async function settleAnimations(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  // Contrast is only meaningful once fades and slides have finished.
  await settleAnimations(page)
  let builder = new AxeBuilder({ page }).withTags(axeTags)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, 'axe violations').toEqual([])
}

/** Console problems and third-party requests of one page, checked after each test. */
interface PageWatch {
  /** Console errors and warnings, minus the allowed ones. */
  consoleProblems: string[]
  /** Non-local URLs the page tried to reach (stubbed, never fetched). */
  externalRequests: string[]
}

async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { consoleProblems: [], externalRequests: [] }
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (allowedConsole.some((pattern) => pattern.test(message.text())) || isExpectedNotFound(message)) return
    watch.consoleProblems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => watch.consoleProblems.push(`pageerror: ${error.message}`))
  // Third parties are unreachable here and blocked for many visitors: never hit the network.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    watch.externalRequests.push(route.request().url())
    return route.abort('blockedbyclient')
  })
  return watch
}

function expectQuietConsole(watch: PageWatch) {
  expect(watch.consoleProblems, 'console errors and warnings').toEqual([])
}

export const test = base.extend<PageWatch & { watch: PageWatch }>({
  watch: [
    async ({ page }, use) => {
      const watch = await watchPage(page)
      await use(watch)
      expectQuietConsole(watch)
    },
    { auto: true },
  ],
  consoleProblems: async ({ watch }, use) => use(watch.consoleProblems),
  externalRequests: async ({ watch }, use) => use(watch.externalRequests),
})

/**
 * For the story suite: one page per worker, so Ladle's bundle is fetched and
 * parsed once per worker rather than once per story. Each test still starts
 * with an empty console record and is checked on its own.
 */
export const storyTest = base.extend<{ storyPage: Page }, { workerStoryPage: { page: Page; watch: PageWatch } }>({
  workerStoryPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor } = workerInfo.project.use
      // Reduced motion: every component then renders its still state, so snapshots are deterministic.
      const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await use({ page, watch: await watchPage(page) })
      await context.close()
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ workerStoryPage: { page, watch } }, use) => {
    watch.consoleProblems.length = 0
    await use(page)
    expectQuietConsole(watch)
  },
})

export { expect }
