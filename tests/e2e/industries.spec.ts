import type { Locator, Page } from '@playwright/test'
import { industriesPage } from '../../content/pages/industries'
import { layout } from '../../design-system/tokens'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../helpers/fixtures'

const { industries, labels, cta } = industriesPage
const headerHeight = Number.parseInt(layout.headerHeight, 10)
const toggleOf = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`:\\s*${title}$`) })
const panelOf = async (toggle: Locator) => toggle.page().locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)

test('six sector cards toggle on their own, several stay open, each with intro, four benefits and Get Started', async ({ page }) => {
  await gotoHydrated(page, '/industries')
  await expect(page.getByRole('main').getByRole('button', { expanded: false })).toHaveCount(industries.length)
  for (const industry of industries) {
    const card = page.locator(`#${industry.id}`)
    await expect(card.getByRole('heading', { name: industry.title })).toBeVisible()
    await expect(card.getByText(industry.tagline)).toBeVisible()
    await expect(await panelOf(toggleOf(page, industry.title))).toBeHidden()
  }
  for (const industry of [industries[1]!, industries[4]!]) {
    const toggle = toggleOf(page, industry.title)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toBeFocused()
    await expect(toggle).toBeInViewport()
    const panel = await panelOf(toggle)
    await expect(panel.getByText(industry.expandedIntro)).toBeVisible()
    await expect(panel.getByRole('heading', { name: labels.benefits })).toBeVisible()
    await expect(panel.getByRole('listitem')).toHaveText(industry.businessBenefits)
    await expect(panel.getByRole('link', { name: cta.label })).toHaveAttribute('href', cta.href)
  }
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(2)
  await toggleOf(page, industries[1]!.title).click()
  await expect(toggleOf(page, industries[1]!.title)).toHaveAttribute('aria-expanded', 'false')
  await expect(toggleOf(page, industries[4]!.title)).toHaveAttribute('aria-expanded', 'true')
})

test('a hash opens its sector on first load and on hashchange, clear of the header; an unknown one does nothing', async ({ page }) => {
  await gotoHydrated(page, '/industries#defense')
  const defense = page.locator('#defense')
  await expect(toggleOf(page, industries[2]!.title)).toHaveAttribute('aria-expanded', 'true')
  await expect(defense).toBeInViewport()
  await page.evaluate(() => (window.location.hash = 'mission-critical'))
  await expect(toggleOf(page, industries[5]!.title)).toHaveAttribute('aria-expanded', 'true')
  const missionCritical = page.locator('#mission-critical')
  await expect(missionCritical).toBeInViewport()
  await expect.poll(async () => (await missionCritical.boundingBox())!.y).toBeGreaterThanOrEqual(headerHeight)
  const scrollY = await page.evaluate(() => window.scrollY)
  await page.evaluate(() => (window.location.hash = 'no-such-sector'))
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)))
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(2)
})

test('axe finds nothing with every sector open', async ({ page }) => {
  await gotoHydrated(page, '/industries')
  for (const toggle of await page.locator('main button[aria-expanded]').all()) await toggle.click()
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(industries.length)
  await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every sector reads in full, without dead toggles, and a hash lands on its card', async ({ page }) => {
    await page.goto('/industries#healthcare')
    await expect(page.locator('#healthcare')).toBeInViewport()
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
    for (const industry of industries) {
      await expect(page.getByText(industry.expandedIntro)).toBeVisible()
      await expect(page.getByText(industry.businessBenefits[3]!)).toBeVisible()
    }
    await expect(page.getByRole('main').getByRole('link', { name: cta.label })).toHaveCount(industries.length)
  })
})

test("each sector's pictogram is drawn on a first load and after a client-side navigation, which brings it in the page's data", async ({ page }) => {
  const drawnPictograms = () =>
    page.locator('main svg[data-icon]').evaluateAll((icons) => icons.filter((icon) => icon.childElementCount > 0).map((icon) => icon.getAttribute('data-icon')))
  const sectorIcons = industries.map((industry) => industry.icon)

  await gotoHydrated(page, '/industries')
  expect(await drawnPictograms()).toEqual(expect.arrayContaining(sectorIcons))

  // From a page that draws none of them, so nothing of theirs can be in the browser before the navigation.
  await gotoHydrated(page, '/privacy-policy')
  const pageContextRequest = page.waitForRequest((request) => request.url().endsWith('/industries/index.pageContext.json'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Industries', exact: true }).click()
  await pageContextRequest
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(industriesPage.hero.heading)
  // The cards follow the heading a frame later (renderer/README.md, "The heading first").
  await expect.poll(drawnPictograms).toEqual(expect.arrayContaining(sectorIcons))
})
