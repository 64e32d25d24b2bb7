import { darkValues, lightValues } from '../../design-system/themes/values'
import { expect, expectNoAxeViolations, storyTest as test } from '../helpers/fixtures'
import { storiesOrigin } from '../helpers/ports'
import { storyShownAttribute } from '../../.ladle/storyShown'

// The surface toolbar (Ladle's theme button, `&theme=` in the URL) must put any story on our own themes.

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

async function openOnSurface(page: import('@playwright/test').Page, story: string, theme: 'light' | 'dark') {
  await page.goto(`${storiesOrigin}/?story=${story}&mode=preview&theme=${theme}`)
  await page.locator(`html[${storyShownAttribute}="${story}"]`).waitFor({ state: 'attached' })
}

for (const [theme, values] of [
  ['light', lightValues],
  ['dark', darkValues],
] as const) {
  test(`the ${theme} surface paints the stage and the story with the ${theme} theme`, async ({ storyPage: page }) => {
    await openOnSurface(page, 'actions--button--playground', theme)
    await expect(page.locator('.ladle-background')).toHaveCSS('background-color', rgb(values.color.surface))
    await expect(page.getByRole('button', { name: 'Schedule a Technical Call' })).toHaveCSS('background-color', rgb(values.color.accent))
    await expectNoAxeViolations(page)
  })
}

test('a documentation page passes axe on the dark surface too', async ({ storyPage: page }) => {
  await openOnSurface(page, 'foundations--colour', 'dark')
  await expect(page.locator('body')).toHaveCSS('color', rgb(darkValues.color.text))
  await expectNoAxeViolations(page)
})
