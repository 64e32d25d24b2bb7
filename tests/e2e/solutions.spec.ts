import type { Locator, Page } from '@playwright/test'
import { home } from '../../content/pages/home'
import { solutions } from '../../content/pages/solutions'
import { footerColumns } from '../../content/navigation'
import { layout } from '../../design-system/tokens'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../helpers/fixtures'

const { tools, workflows, integration, final } = solutions
const mapping = tools.items.find((tool) => tool.id === 'mapping')!
const headerHeight = Number.parseInt(layout.headerHeight, 10)

const toggleOf = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`:\\s*${escape(title)}$`) })
const panelOf = async (toggle: Locator) => toggle.page().locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The target has finished scrolling into view below the fixed header, which does not cover it. */
async function expectLandedOn(target: Locator) {
  await expect(target).toBeInViewport()
  await expect.poll(async () => Math.round((await target.boundingBox())!.y)).toBeGreaterThanOrEqual(headerHeight)
  await expect.poll(async () => (await target.boundingBox())!.y).toBeLessThan(headerHeight * 2 + 32)
}

test('"Learn More" toggles each tool card on its own, several stay open, and an open card widens to the row', async ({ page, context, isMobile }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await gotoHydrated(page, '/solutions')
  for (const tool of tools.items) {
    const toggle = toggleOf(page, tool.title)
    await expect(toggle).toHaveText(new RegExp(`^${tools.labels.expand}`))
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(await panelOf(toggle)).toBeHidden()
  }
  const grid = page.locator('#editing').locator('..')
  const closedWidth = (await page.locator('#analysis').boundingBox())!.width

  const steering = toggleOf(page, tools.items[1]!.title)
  await steering.click()
  await expect(steering).toHaveAttribute('aria-expanded', 'true')
  await expect(steering).toHaveText(new RegExp(`^${tools.labels.collapse}`))
  await expect(steering).toBeFocused()
  await expect(steering).toBeInViewport()
  const gridWidth = (await grid.boundingBox())!.width
  expect((await page.locator('#steering').boundingBox())!.width).toBeCloseTo(gridWidth, 0)
  if (!isMobile) expect(closedWidth).toBeLessThan(gridWidth / 2)

  const mappingToggle = toggleOf(page, mapping.title)
  await mappingToggle.click()
  await expect(mappingToggle).toBeInViewport()
  await expect(steering).toHaveAttribute('aria-expanded', 'true')
  const mappingPanel = await panelOf(mappingToggle)
  await expect(mappingPanel.getByRole('heading', { name: tools.labels.practitionerBenefits })).toBeVisible()
  await expect(mappingPanel.getByRole('heading', { name: tools.labels.businessBenefits })).toBeVisible()
  for (const text of [...mapping.practitionerBenefits, ...mapping.businessBenefits, mapping.audienceSummary.practitioner, mapping.audienceSummary.business])
    await expect(mappingPanel.getByText(text, { exact: true })).toBeVisible()
  // The results file is a sample to read: its URL is shown and never requested (the guard fails any outside request).
  await expect(mappingPanel.getByText(mapping.resultsDownload!.url)).toBeVisible()
  const chart = mappingPanel.getByRole('img', { name: mapping.chart!.alt })
  await chart.scrollIntoViewIfNeeded()
  await expect.poll(() => chart.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

  // Highlighted at build time: role-coloured spans arrive in the HTML, and Copy writes the exact sample.
  const code = mappingPanel.locator('code[data-language="python"]')
  expect(await code.locator('span span').count()).toBeGreaterThan(20)
  await mappingPanel.getByRole('button', { name: `Copy ${mapping.codeSample.filename}` }).click()
  await expect(mappingPanel.getByRole('status').first()).toHaveText('Copied to clipboard')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mapping.codeSample.code)

  await steering.click()
  await expect(steering).toHaveAttribute('aria-expanded', 'false')
  await expect(await panelOf(steering)).toBeHidden()
  await expect(mappingToggle).toHaveAttribute('aria-expanded', 'true')
})

test('scenarios show five steps, the integration section its lists and path, and axe passes with everything open', async ({ page }) => {
  // axe checks the contrast of every highlighted token of four open code samples: the slowest scan on the site.
  test.slow()
  await gotoHydrated(page, '/solutions')
  for (const toggle of await page.locator('main button[aria-expanded]').all()) await toggle.click()
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(tools.items.length + workflows.scenarios.length + 1)
  for (const scenario of workflows.scenarios) {
    const steps = (await panelOf(toggleOf(page, scenario.title))).getByRole('listitem')
    await expect(steps).toHaveCount(5)
    await expect(steps.first()).toContainText(scenario.steps[0]!.tool)
    await expect(page.getByText(scenario.outcome)).toBeVisible()
  }
  const section = page.locator(`section#${integration.id}`)
  for (const item of integration.platformCompatibility.items) await expect(section.getByText(item)).toBeVisible()
  await expect(section.getByRole('heading', { name: integration.integrationPath.heading })).toBeVisible()
  // The path is the section's one ordered list; the other lists are checklists.
  const path = section.locator('ol').getByRole('listitem')
  await expect(path).toHaveCount(3)
  await expect(path.nth(0)).toContainText('30 minutes')
  await expect(path.nth(2)).toContainText('In days')
  const compatibility = await panelOf(toggleOf(page, integration.compatibility.heading))
  const { architectures, frameworks, platforms, deployment } = integration.compatibility
  for (const list of [architectures, frameworks, platforms, deployment]) {
    await expect(compatibility.getByRole('heading', { name: list.heading, exact: true })).toBeVisible()
    await expect(compatibility.getByText(list.items[0]!, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: final.primary.label })).toHaveAttribute('href', '/get-started')
  await expect(page.getByRole('link', { name: final.secondary.label })).toHaveAttribute('href', '/demo')
  await expectNoAxeViolations(page)
})

test('a hash on first load opens its card or the compatibility panel and scrolls it clear of the header', async ({ page }) => {
  await gotoHydrated(page, '/solutions#analysis')
  await expect(toggleOf(page, tools.items[2]!.title)).toHaveAttribute('aria-expanded', 'true')
  await expectLandedOn(page.locator('#analysis'))
  await gotoHydrated(page, '/solutions#integration')
  await expect(toggleOf(page, integration.compatibility.heading)).toHaveAttribute('aria-expanded', 'true')
  await expectLandedOn(page.locator('section#integration'))
  await gotoHydrated(page, '/solutions#bias-lending')
  await expect(toggleOf(page, workflows.scenarios[3]!.title)).toHaveAttribute('aria-expanded', 'true')
  await expectLandedOn(page.locator('#bias-lending'))
})

test('Home’s tool and capability cards open their target after client-side navigation', async ({ page }) => {
  await gotoHydrated(page, '/')
  // The pointer's arrival fetches Radix's tooltip, whose arrival hydrates the tool cards: until then they are plain
  // links (tests/e2e/deferred-loading.desktop.spec.ts), as for a visitor who taps one at once. A tooltip shown on
  // focus says Radix has arrived.
  await page.getByRole('link', { name: home.tools.items[3]!.title }).hover()
  await expect(async () => {
    await page.getByRole('button', { name: home.tools.actionLabel }).first().focus()
    await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[0]!.tooltip, { timeout: 500 })
  }).toPass()
  // A full page load would clear this; client routing keeps it.
  await page.evaluate(() => Object.assign(window, { clientRouted: true }))
  await page.getByRole('link', { name: home.tools.items[3]!.title }).click()
  await expect(page).toHaveURL(/\/solutions#mapping$/)
  await expect(toggleOf(page, mapping.title)).toHaveAttribute('aria-expanded', 'true')
  await expectLandedOn(page.locator('#mapping'))
  // Checked after each click: a full load on the first one would be hidden by the back button's cached page.
  expect(await page.evaluate(() => 'clientRouted' in window)).toBe(true)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('link', { name: home.capabilities.items[0]!.title }).click()
  await expect(page).toHaveURL(/\/solutions#integration$/)
  await expect(toggleOf(page, integration.compatibility.heading)).toHaveAttribute('aria-expanded', 'true')
  await expectLandedOn(page.locator('section#integration'))
  expect(await page.evaluate(() => 'clientRouted' in window)).toBe(true)
})

test('the footer’s anchors and any hashchange on the page open the matching card', async ({ page }) => {
  await gotoHydrated(page, '/solutions')
  const footerLinks = footerColumns[0]!.links
  for (const link of footerLinks) {
    const anchor = link.href.split('#')[1]!
    const tool = tools.items.find((item) => item.anchorIds.includes(anchor))!
    await page.getByRole('contentinfo').getByRole('link', { name: link.label }).click()
    await expect(page).toHaveURL(new RegExp(`#${anchor}$`))
    await expect(toggleOf(page, tool.title)).toHaveAttribute('aria-expanded', 'true')
    await expectLandedOn(page.locator(`#${tool.id}`))
  }
  await page.evaluate(() => (window.location.hash = 'pii-leakage'))
  await expect(toggleOf(page, workflows.scenarios[0]!.title)).toHaveAttribute('aria-expanded', 'true')
  await expectLandedOn(page.locator('#pii-leakage'))
})

test('a hash that matches nothing opens nothing and does not move the page', async ({ page }) => {
  await gotoHydrated(page, '/solutions#no-such-card')
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.evaluate(() => window.scrollTo(0, 600))
  await page.evaluate(() => (window.location.hash = 'still-nothing'))
  // Longer than the hash scroll delay, so a scroll it scheduled would have started.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)))
  expect(await page.evaluate(() => window.scrollY)).toBe(600)
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0)
})

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the hash scroll lands at once', async ({ page }) => {
    await gotoHydrated(page, '/solutions')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.evaluate(() => (window.location.hash = 'steering'))
    await expectLandedOn(page.locator('#steering'))
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every card and panel is readable, without dead toggles, and a footer anchor lands on its card', async ({ page }) => {
    await page.goto('/solutions#neural-diagnostics')
    await expect(page.locator('#mapping')).toBeInViewport()
    await expect(page.getByRole('main').getByRole('button', { name: /Learn More|Show the five steps|Show full compatibility/ })).toHaveCount(0)
    for (const tool of tools.items) await expect(page.getByText(tool.businessBenefits[0]!)).toBeVisible()
    for (const scenario of workflows.scenarios) await expect(page.getByText(scenario.outcome)).toBeVisible()
    await expect(page.getByText(integration.compatibility.modelFamilies.items.at(-1)!)).toBeVisible()
    await expect(page.locator('code[data-language="python"]')).toHaveCount(tools.items.length)
  })
})
