// Screenshot comparison for every visual baseline: one capture setting, one tolerance, and a byte-for-byte fast path;
// the baselines each test declares; and the lazy images a full-page shot needs loaded first.
import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'

/** The Playwright projects (tests/playwright.config.ts): a baseline lives under its project's folder. */
export const projectNames = ['desktop', 'mobile'] as const
export type ProjectName = (typeof projectNames)[number]

/** The annotation type that declares a baseline: `<project>/<name>.png`, under the spec's folder of __screenshots__. */
export const baselineAnnotation = 'baseline'

/**
 * A test's details declaring the baselines it compares with, in each project:
 * `test(title, baselines({ desktop: ['home.png'], mobile: ['home.png'] }), async ({ page }) => …)`.
 * Declared when the test is, so `playwright test --list` knows every baseline the suites can use, however few tests
 * a run selects (tests/visual/baselines.mjs fails on a file none declares), and expectScreenshot refuses a name the
 * running test did not declare, so the declaration cannot drift from the comparison.
 */
export function baselines(byProject: Partial<Record<ProjectName, readonly string[]>>) {
  return {
    annotation: projectNames.flatMap((project) => (byProject[project] ?? []).map((name) => ({ type: baselineAnnotation, description: `${project}/${name}` }))),
  }
}

/** The same baselines in both projects. */
export const baselinesAtBothWidths = (...names: string[]) => baselines({ desktop: names, mobile: names })

function expectDeclared(name: string) {
  const { project, annotations } = test.info()
  const declared = `${project.name}/${name}`
  if (!annotations.some(({ type, description }) => type === baselineAnnotation && description === declared)) {
    throw new Error(`${declared} is not a baseline this test declares: add it to the test's baselines(…) (helpers/screenshots.ts)`)
  }
}

/** How every baseline is captured (tests/playwright.config.ts hands the same to toHaveScreenshot). */
export const screenshotCapture = { animations: 'disabled', caret: 'hide', scale: 'css' } as const

/**
 * Per-screenshot tolerance. `maxDiffPixels`: changing one word of a Badge story ("Required" to "Optional" in
 * CookieStates) differs by 703 pixels, so it fails; 20 leaves room for a few anti-aliased edge pixels.
 * `threshold`: pixelmatch's per-pixel colour distance (0 to 1, in YIQ) below which two pixels count as equal.
 * Playwright's default, 0.2, let a one-step colour-token change through (#595959 → #767676 is a distance of about
 * 0.11, slate600 → slate500 about 0.07); at 0.05 both fail, which tests/visual/snapshot-tolerance.desktop.spec.ts
 * shows with a planted change. Pixels pixelmatch takes for anti-aliasing are not counted either way.
 */
export const screenshotTolerance = { maxDiffPixels: 20, threshold: 0.05 } as const

/** Lazy images load as they near the viewport: brings each one in, waits for every image, and returns to the top. */
export async function loadImagesForFullPage(page: Page) {
  for (const image of await page.locator('img[loading="lazy"]').all()) await image.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))).toBe(true)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Expects `target` to match its committed baseline `name` within `screenshotTolerance`. A capture whose PNG is byte for
 * byte the baseline passes there: toHaveScreenshot decodes both images and diffs them in the worker's one thread
 * (pngjs and pixelmatch), about two thirds of a story's screenshot time, and most captures are identical to their
 * baselines. Any other capture, or a missing baseline, goes to toHaveScreenshot, which compares within the
 * tolerance, reports a diff and records baselines as the run's `updateSnapshots` says.
 */
export async function expectScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  expectDeclared(name)
  const baseline = await readFile(test.info().snapshotPath(name, { kind: 'screenshot' })).catch(() => undefined)
  if (baseline && (await target.screenshot({ ...screenshotCapture, ...options })).equals(baseline)) return
  await expect(target).toHaveScreenshot(name, { ...options, ...screenshotTolerance })
}
