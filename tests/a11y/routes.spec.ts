import { expectNoAxeViolations, test } from '../helpers/fixtures'
import { notFoundPath, prerenderedPaths } from '../helpers/prerendered'

const paths = [...prerenderedPaths(), notFoundPath]

for (const path of paths) {
  test(`route ${path} has no axe violations after hydration`, async ({ page }) => {
    test.info().annotations.push({ type: 'route', description: path })
    await page.goto(path)
    await page.locator('html[data-hydrated]').waitFor()
    await expectNoAxeViolations(page)
  })
}
