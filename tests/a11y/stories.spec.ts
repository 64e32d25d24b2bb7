import type { Page } from '@playwright/test'
import { checkRenderedContrast } from '../helpers/contrast'
import { expect, expectNoAxeViolations, openStory, storyTest as test } from '../helpers/fixtures'
import { baselinesAtBothWidths, expectScreenshot } from '../helpers/screenshots'
import { isUsagePage, ladleStories, storiesMissingFromLadle, storyExportsInSource } from '../helpers/prerendered'
import { annotationTypes } from '../helpers/summary-reporter'
import { forcedColorsFindings } from './audit/forced-colors'

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

/** axe, the contrast of every text and control boundary as rendered, then the screenshot, on the surface shown. */
async function checkStoryAsShown(page: Page, id: string, screenshot: string) {
  await expectNoAxeViolations(page)
  const { belowAA, unlisted } = await checkRenderedContrast(page, test.info(), id)
  expect(belowAA, 'rendered pairs below WCAG AA').toEqual([])
  expect(unlisted, 'pairs missing from design-system/docs/foundations/contrast-in-use.json: run this spec with --update-snapshots').toEqual([])
  await expectScreenshot(page, screenshot, { fullPage: true })
}

// Every story is a fixture: it must pass axe and the rendered contrast check, and match its committed screenshot in
// both projects (desktop 1280 and mobile 390 wide). A story marked `alsoOnDark` is checked again on the dark surface,
// in the worker's dark page (openStory), so no story needs a copy wrapped in the dark theme. Usage pages run in
// usage-pages.desktop.spec.ts.
for (const { id, alsoOnDark } of stories.filter(({ filePath }) => !isUsagePage(filePath))) {
  const declared = baselinesAtBothWidths(`${id}.png`, ...(alsoOnDark ? [`${id}--dark.png`] : []))
  test(`story ${id} passes axe and the contrast check and matches its snapshot${alsoOnDark ? ', on both surfaces' : ''}`, declared, async ({ storyPage: page, darkStoryPage }) => {
    test.info().annotations.push({ type: annotationTypes.story, description: id })
    await openStory(page, id)
    await checkStoryAsShown(page, id, `${id}.png`)
    if (alsoOnDark) {
      await openStory(darkStoryPage, id, 'dark')
      await checkStoryAsShown(darkStoryPage, `${id} (dark)`, `${id}--dark.png`)
    }
    // On desktop the same load is also audited under forced colours (audit/forced-colors.ts): system colours do not
    // depend on the width, and the story is already open. It comes last: its keyboard walk moves focus, which the
    // snapshots must not see (a form's success panel, focused when it appears, lost its ring in the dark snapshot).
    if (test.info().project.name === 'desktop') expect.soft(await forcedColorsFindings(page), 'forced colours').toEqual([])
  })
}
