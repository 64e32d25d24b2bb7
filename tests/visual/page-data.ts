// Route screenshots render recorded page data, not the build's: a copy edit in content/ changes what the build puts in
// a page's data, and so in its pre-rendered HTML, but not what these screenshots show. The test opens another page,
// then navigates to the route client-side, as a visitor following a link does; Vike fetches the route's
// index.pageContext.json for it, and the test answers with the build's own file whose `data` (the page's copy) and
// `pictograms` (the icons that copy names) are replaced by the recording in page-data/<name>.json. Only <main> is
// compared: the header and footer carry the brand and are shot by their own stories.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/fixtures'
import { expectFacesInUse, gotoForSnapshot } from '../helpers/fonts'
import { pageContextPath, routeSnapshotName } from './page-layouts'

export const pageDataDir = join(import.meta.dirname, 'page-data')

/** What a recording replaces in the build's page data. */
export interface RecordedPageData {
  data: unknown
  pictograms: unknown
}

const ci = ['true', '1'].includes(process.env.CI ?? '')

/**
 * The recording for `path`. Outside CI a missing one is recorded from the build, and `--update-snapshots` records it
 * again (after a change to the page's data on purpose); on CI a missing one fails, as a missing baseline does.
 */
function recordedPageData(path: string, built: RecordedPageData): RecordedPageData {
  const file = join(pageDataDir, `${routeSnapshotName(path)}.json`)
  const updating = ['all', 'changed'].includes(test.info().config.updateSnapshots)
  if (existsSync(file) && !updating) return JSON.parse(readFileSync(file, 'utf8')) as RecordedPageData
  if (ci) throw new Error(`${file} is missing: record it outside CI (npx playwright test -c tests routes.spec -g "${path} ")`)
  const recording = { data: built.data, pictograms: built.pictograms }
  writeFileSync(file, `${JSON.stringify(recording, null, 2)}\n`)
  return recording
}

/** A page every route can be reached from by a link, and which no route screenshot shows. */
const startPath = '/terms-and-conditions'

/**
 * Opens `path` by a client-side navigation that receives its recorded page data, changed by `edit` if given (a
 * self-test's planted change); resolves once its head is applied.
 */
export async function gotoWithRecordedData(page: Page, path: string, edit: (recording: RecordedPageData) => RecordedPageData = (recording) => recording) {
  let title: string | undefined
  await page.route(`**${pageContextPath(path)}`, async (route) => {
    const response = await route.fetch()
    const built = (await response.json()) as RecordedPageData & { pageMeta: { title: string } }
    title = built.pageMeta.title
    await route.fulfill({ response, json: { ...built, ...edit(recordedPageData(path, built)) } })
  })
  await gotoForSnapshot(page, startPath)
  await page.evaluate((href) => {
    // Vike routes a click on any same-origin link client-side; this one is outside React's tree.
    const link = Object.assign(document.createElement('a'), { href })
    document.body.append(link)
    link.click()
    link.remove()
  }, path)
  await page.waitForURL(path)
  // The renderer applies the new head once the page has rendered (renderer/+onRenderClient.tsx).
  await expect.poll(() => title !== undefined && page.evaluate((expected) => document.title === expected, title)).toBe(true)
  await expectFacesInUse(page)
}
