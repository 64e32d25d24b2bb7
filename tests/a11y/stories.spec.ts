import type { Page } from '@playwright/test'
import { checkRenderedContrast } from '../helpers/contrast'
import { expect, expectNoAxeViolations, openStory, storyTest as test } from '../helpers/fixtures'
import { baselines, expectScreenshot } from '../helpers/screenshots'
import { isUsagePage, ladleStories, storiesMissingFromLadle, storyExportsInSource, storyScreenshotWidths, type StoryWidth } from '../helpers/prerendered'
import { annotationTypes } from '../helpers/summary-reporter'
import { forcedColorsFindings } from './audit/forced-colors'
import { auditRun, desktopOnlyTag } from './audit/pages'

const stories = ladleStories()

// Discovery must not shrink silently: a story Ladle's build lost would otherwise just stop being tested.
test('Ladle lists every story export of design-system/**/*.stories.{tsx,mdx}', () => {
  const source = storyExportsInSource()
  expect(storiesMissingFromLadle(source, stories), 'stories missing from build/meta.json').toEqual([])
  expect(stories.length, `Ladle stories against ${source.length} story exports in the source`).toBeGreaterThanOrEqual(source.length)
})

test('the story comparison names each story Ladle lacks', () => {
  const badge = 'design-system/components/Badge/Badge.stories.tsx'
  const source = [
    { filePath: badge, namedExport: 'AllTones' },
    { filePath: badge, namedExport: 'CookieStates' },
  ]
  expect(storiesMissingFromLadle(source, [{ filePath: badge, namedExport: 'AllTones' }])).toEqual([`${badge}#CookieStates`])
  const welcome = { filePath: 'design-system/docs/Welcome.stories.mdx', namedExport: 'MDXContent' }
  expect(storiesMissingFromLadle([...source, welcome], source)).toEqual([`${welcome.filePath}#MDXContent`])
})

test('the source count includes the MDX pages, so a page Ladle drops fails discovery', () => {
  expect(storyExportsInSource()).toContainEqual({ filePath: 'design-system/docs/Welcome.stories.mdx', namedExport: 'MDXContent' })
  expect(stories.length, 'Ladle lists exactly the stories the source declares').toBe(storyExportsInSource().length)
})

test('the stories that replace an on-dark copy are found, so their dark snapshots cannot drop out unnoticed', () => {
  const onBothSurfaces = stories.filter(({ alsoOnDark }) => alsoOnDark).map(({ id }) => id)
  expect(onBothSurfaces.length).toBeGreaterThanOrEqual(45)
  expect(onBothSurfaces).toContain('actions--button--variants')
})

test('the stories shot at 390 px are found, so their phone snapshots cannot drop out unnoticed', () => {
  const responsive = stories.filter(({ responsive }) => responsive).map(({ id }) => id)
  expect(responsive.length).toBeGreaterThanOrEqual(30)
  expect(responsive).toContain('templates--home--with-site-copy')
  expect(stories.filter(({ width }) => width === 'mobile').map(({ id }) => id)).toContain('shell--header--mobile-menu-open')
  // A phone-only story is shot at one width already: `responsive` there would mean nothing.
  expect(stories.filter(({ responsive, width }) => responsive && width !== undefined).map(({ id }) => id)).toEqual([])
})

test('a story is shot at 1280 px unless it declares otherwise, and prose pages are never shot', () => {
  const story = { filePath: 'design-system/components/Badge/Badge.stories.tsx', responsive: false, width: undefined }
  expect(storyScreenshotWidths(story)).toEqual(['desktop'])
  expect(storyScreenshotWidths({ ...story, responsive: true })).toEqual(['desktop', 'mobile'])
  expect(storyScreenshotWidths({ ...story, width: 'mobile' })).toEqual(['mobile'])
  expect(storyScreenshotWidths({ ...story, width: 'desktop' })).toEqual(['desktop'])
  expect(storyScreenshotWidths({ ...story, filePath: 'design-system/docs/Changelog.stories.mdx' })).toEqual([])
})

/** axe, the contrast of every text and control boundary as rendered, then the screenshot if one is taken here. */
async function checkStoryAsShown(page: Page, id: string, screenshot: string | undefined) {
  await expectNoAxeViolations(page)
  const { belowAA, unlisted } = await checkRenderedContrast(page, test.info(), id)
  expect(belowAA, 'rendered pairs below WCAG AA').toEqual([])
  expect(unlisted, 'pairs missing from design-system/docs/foundations/contrast-in-use.json: run this spec with --update-snapshots').toEqual([])
  if (screenshot) await expectScreenshot(page, screenshot, { fullPage: true })
}

/** Each width's baselines of a story: its own at every width it is shot at, the dark surface's at the first. */
function storyBaselines(id: string, widths: readonly StoryWidth[], alsoOnDark: boolean) {
  return baselines(Object.fromEntries(widths.map((width, index) => [width, index === 0 && alsoOnDark ? [`${id}.png`, `${id}--dark.png`] : [`${id}.png`]])))
}

// Every story is a fixture: at 1280 px, and at 390 px where its layout changes with width (the widths
// storyScreenshotWidths gives it), it must pass axe and the rendered contrast check and match its committed
// screenshot. A story whose layout does not change with width renders the same elements and colours at 390 px, and
// the pages that use it are scanned at both widths (routes.spec.ts), so the phone's project leaves it out except in
// the audit run. A story
// marked `alsoOnDark` is checked again on the dark surface, in the worker's dark page (openStory), so no story needs
// a copy wrapped in the dark theme. Usage pages run in usage-pages.desktop.spec.ts.
for (const story of stories.filter(({ filePath }) => !isUsagePage(filePath))) {
  const { id, alsoOnDark } = story
  const widths = storyScreenshotWidths(story)
  const compared = widths.length > 0 ? ' and matches its snapshot' : ''
  const details = { ...storyBaselines(id, widths, alsoOnDark), tag: widths.includes('mobile') || auditRun ? [] : [desktopOnlyTag] }
  test(`story ${id} passes axe and the contrast check${compared}${alsoOnDark ? ', on both surfaces' : ''}`, details, async ({ storyPage: page, darkStoryPage }) => {
    test.info().annotations.push({ type: annotationTypes.story, description: id })
    const width = test.info().project.name as StoryWidth
    await openStory(page, id)
    await checkStoryAsShown(page, id, widths.includes(width) ? `${id}.png` : undefined)
    if (alsoOnDark) {
      await openStory(darkStoryPage, id, 'dark')
      await checkStoryAsShown(darkStoryPage, `${id} (dark)`, widths[0] === width ? `${id}--dark.png` : undefined)
    }
    // On desktop the same load is also audited under forced colours (audit/forced-colors.ts): system colours do not
    // depend on the width, and the story is already open. It comes last: its keyboard walk moves focus, which the
    // snapshots must not see (a form's success panel, focused when it appears, lost its ring in the dark snapshot).
    if (width === 'desktop') expect.soft(await forcedColorsFindings(page), 'forced colours').toEqual([])
  })
}
