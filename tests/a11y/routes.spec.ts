import { formPages, serveFakeForms } from '../helpers/fake-hubspot'
import { expect, gotoHydrated, scanWithAxe, scrollThroughPage, test } from '../helpers/fixtures'
import { consoleMessages } from '../../renderer/consoleMessages'
import { checkedRoutes, notFoundPath, prerenderedPaths } from '../helpers/prerendered'
import { annotationTypes } from '../helpers/summary-reporter'
import { scanWithAlfa } from '../helpers/alfa'
import { scansWithAlfa } from './audit/pages'

// Every route of content/routes.ts that is not pending, plus the 404 page, is
// scanned whole (scrolled through, so every reveal and lazy section has run).
// Reduced motion renders a different, still page, so the desktop project scans both motion
// settings. The motion setting changes the same things at every width (reveals, the carousel's
// autoplay) and the width changes layout, not motion, so the mobile project scans the page most
// phone visitors get, with motion; that halves the mobile scans (about 40 s of a run).
const motionSettingsByProject = {
  desktop: ['reduce', 'no-preference'],
  mobile: ['no-preference'],
} as const satisfies Record<string, readonly ('reduce' | 'no-preference')[]>

test('the build holds every route this suite scans', () => {
  const built = new Set(prerenderedPaths())
  expect(checkedRoutes.filter((path) => !built.has(path)), 'routes missing from dist/client').toEqual([])
})

for (const path of [...checkedRoutes, notFoundPath]) {
  test(`route ${path} has no axe violations`, async ({ page, browserConsole, thirdParty }) => {
    const { annotations, project } = test.info()
    const motionSettings = motionSettingsByProject[project.name as keyof typeof motionSettingsByProject]
    expect(motionSettings, `motion settings for the ${project.name} project`).toBeDefined()
    annotations.push({ type: annotationTypes.route, description: path })
    if (path === notFoundPath) {
      browserConsole.expectNotFoundStatus(notFoundPath)
      // SPEC §2: the 404 page sends the browser on to / and says so.
      browserConsole.expect(consoleMessages.notFound(notFoundPath))
    }
    // Form pages are scanned with the embed as most visitors get it (tests/e2e/forms-native covers our own form).
    if (path in formPages) await serveFakeForms(thirdParty)
    const alfa = scansWithAlfa(path, test.info().project.name)
    // Alfa adds 5 to 15 s to the scan on this 2-core machine.
    if (alfa) test.setTimeout(90_000)
    // One test per route, one page for every setting: a context per setting would multiply the set-up.
    for (const reducedMotion of motionSettings) {
      await test.step(`reducedMotion: ${reducedMotion}`, async () => {
        await page.emulateMedia({ reducedMotion })
        const response = await gotoHydrated(page, path)
        expect(response?.status(), `status of ${path}`).toBe(path === notFoundPath ? 404 : 200)
        if (path === notFoundPath) await expect(page).toHaveURL((url) => url.pathname === '/')
        await scrollThroughPage(page)
        const { violations, bestPractice } = await scanWithAxe(page)
        const target = `${path} [${reducedMotion}]`
        annotations.push({ type: 'axe', description: `${target}: ${violations.length} violations` })
        annotations.push({
          type: annotationTypes.bestPractice,
          description: `${target}: ${bestPractice.length ? bestPractice.map((finding) => finding.split(' ')[0]).join(', ') : 'none'}`,
        })
        for (const finding of bestPractice) {
          annotations.push({ type: 'axe-best-practice-detail', description: `${target}: ${finding}` })
        }
        // Soft, so the other setting still runs and both results show.
        expect.soft(violations, `axe violations with reducedMotion: ${reducedMotion}`).toEqual([])
        // Alfa's rules read the DOM and styles, not motion: the page with motion, the one visitors mostly get, is scanned.
        if (reducedMotion === 'no-preference' && alfa) {
          const findings = await scanWithAlfa(page)
          annotations.push({
            type: annotationTypes.alfa,
            description: `${path}: ${findings.violations.length} A/AA, ${findings.aaa.length} AAA, ${findings.bestPractice.length} best-practice`,
          })
          for (const finding of [...findings.aaa, ...findings.bestPractice]) annotations.push({ type: 'alfa-reported-detail', description: `${path}: ${finding}` })
          expect.soft(findings.violations, 'Alfa WCAG A and AA failures').toEqual([])
        }
      })
    }
  })
}
