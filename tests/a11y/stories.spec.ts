import { expect, expectNoAxeViolations, openStory, screenshotTolerance, storyTest as test } from '../helpers/fixtures'
import { isUsagePage, ladleStories, storiesMissingFromLadle, storyExportsInSource } from '../helpers/prerendered'
import { annotationTypes } from '../helpers/summary-reporter'
import { forcedColorsFindings } from './audit/forced-colors'
import { auditRun } from './audit/pages'

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

// Every story is a fixture: it must pass axe and match its committed
// screenshot in both projects (desktop 1280 and mobile 390 wide). Usage pages run in usage-pages.desktop.spec.ts.
// In the audit run (`npm run audit:a11y`), the same load is also audited under forced colours on desktop
// (audit/forced-colors.ts): system colours do not depend on the width, and the story is already open. At about
// 1 s a story it would add 2.5 minutes to `npm test`.
for (const { id } of stories.filter(({ filePath }) => !isUsagePage(filePath))) {
  test(`story ${id} passes axe and matches its snapshot`, async ({ storyPage: page }) => {
    test.info().annotations.push({ type: annotationTypes.story, description: id })
    await openStory(page, id)
    await expectNoAxeViolations(page)
    await expect(page).toHaveScreenshot(`${id}.png`, { fullPage: true, ...screenshotTolerance })
    if (auditRun && test.info().project.name === 'desktop') expect.soft(await forcedColorsFindings(page), 'forced colours').toEqual([])
  })
}
