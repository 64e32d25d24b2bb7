import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { routePaths } from '../../renderer/generate/content.server'
import { formPages, serveFakeForms } from '../helpers/fake-hubspot'
import { expect, test } from '../helpers/fixtures'
import { gotoWithoutScriptsForSnapshot } from '../helpers/fonts'
import { ladleStories, notFoundPath } from '../helpers/prerendered'
import { desktopOnlyTag } from '../a11y/audit/pages'
import { baselinesAtBothWidths, expectScreenshot, loadImagesForFullPage } from '../helpers/screenshots'
import { gotoWithRecordedData, pageDataDir, type RecordedPageData } from './page-data'
import { builtPageId, pageLayouts, routeSnapshotName, screenshottedRoutes } from './page-layouts'

// A screenshot per page layout, not per route. A page whose composition is a design-system template is shot by the
// template's story (from fixtures, at both widths); every other page by its routes below, from recorded page data
// (page-data.ts), at both widths. Only <main> is compared: the shell is shot by the Header and Footer stories. So a copy
// edit in content/, a new post or a renamed partner changes no screenshot here.

// Reduced motion stops the carousel and skips reveal transitions, so the page is still.
test.use({ reducedMotion: 'reduce' })

test('every route renders a page whose layout is shot, by a template story or a route below', () => {
  const uncovered = routePaths.map((path) => ({ path, pageId: builtPageId(path) })).filter(({ pageId }) => !(pageId in pageLayouts))
  expect(uncovered, 'pages missing from tests/visual/page-layouts.ts: give each a template story or a route screenshot').toEqual([])
  const stories = new Map(ladleStories().map((story) => [story.id, story]))
  for (const [pageId, layout] of Object.entries(pageLayouts)) {
    if ('story' in layout) expect(stories.get(layout.story)?.responsive, `${pageId}: ${layout.story} is a story shot at both widths`).toBe(true)
    else for (const path of layout.routes) expect(builtPageId(path), `${path} renders ${pageId}`).toBe(pageId)
  }
})

test('every recording in page-data/ belongs to a route shot here', () => {
  const recordings = readdirSync(pageDataDir).map((file) => file.replace(/\.json$/, ''))
  expect(recordings.filter((name) => !screenshottedRoutes.map(routeSnapshotName).includes(name))).toEqual([])
})

/**
 * <main>, without the site's header: on a desktop it is fixed over the top of <main>, and it carries the brand, which
 * the Header stories shoot. Hidden through the CSSOM: the site's CSP refuses the <style> element a screenshot's `style`
 * option would add.
 */
async function mainWithoutHeader(page: Page) {
  await page.locator('header[data-menu]').evaluate((header) => {
    header.style.visibility = 'hidden'
  })
  return page.locator('main')
}

/** <main> once its images are in, no form is loading and the pointer rests off the page. */
async function mainAtRest(page: Page) {
  await loadImagesForFullPage(page)
  await expect(page.locator('[data-form-state="loading"]')).toHaveCount(0)
  await page.mouse.move(0, 0)
  return mainWithoutHeader(page)
}

for (const path of screenshottedRoutes) {
  const name = `${routeSnapshotName(path)}.png`
  test(`${path} matches its snapshot, drawn from its recorded page data`, baselinesAtBothWidths(name), async ({ page, thirdParty }) => {
    if (formPages[path]) await serveFakeForms(thirdParty)
    await gotoWithRecordedData(page, path)
    await expectScreenshot(await mainAtRest(page), name)
  })
}

// The recording, not the build's data, is what a route screenshot shows: a changed heading in it changes the picture.
// (Were the navigation to skip the recorded data, the build's copy would be shot, and a copy edit would break it.)
test('a change to the recorded page data reaches the picture', { tag: desktopOnlyTag }, async ({ page }) => {
  const path = '/about'
  await gotoWithRecordedData(page, path)
  const recorded = await (await mainAtRest(page)).screenshot({ animations: 'disabled' })
  const plantHeading = (recording: RecordedPageData): RecordedPageData => {
    const data = structuredClone(recording.data) as { page: { hero: { heading: string } } }
    data.page.hero.heading = 'A heading the recording does not hold'
    return { ...recording, data }
  }
  await gotoWithRecordedData(page, path, plantHeading)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A heading the recording does not hold')
  expect((await (await mainAtRest(page)).screenshot({ animations: 'disabled' })).equals(recorded)).toBe(false)
})

test.describe('without JavaScript', () => {
  // With JavaScript the 404 page moves on to / (SPEC §2), so only the pre-rendered page stays to be seen. Its copy is
  // the spec's, fixed in code (content/errors.ts), so it needs no recording.
  test.use({ javaScriptEnabled: false })

  test('the 404 page matches its snapshot', baselinesAtBothWidths('not-found-no-js.png'), async ({ page, browserConsole }) => {
    browserConsole.expectNotFoundStatus(notFoundPath)
    const response = await gotoWithoutScriptsForSnapshot(page, notFoundPath)
    expect(response?.status()).toBe(404)
    await expectScreenshot(await mainWithoutHeader(page), 'not-found-no-js.png')
  })
})
