import { demoPage } from '../../content/pages/demo'
import { fakeEmbed, serveFakeForms } from '../helpers/fake-hubspot'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../helpers/fixtures'

test('Demo: headline, three benefits, the demo form, the trusted-by strip; the use cases open one at a time and close again, with no axe violations while open', async ({
  page,
  thirdParty,
}) => {
  await serveFakeForms(thirdParty)
  await gotoHydrated(page, '/demo')
  await expect(page.getByRole('heading', { level: 1, name: demoPage.headline })).toBeVisible()
  await expect(page.getByRole('list', { name: demoPage.benefitsLabel }).getByRole('listitem')).toHaveText(demoPage.benefits)
  await expect(page.locator(`#demo-form form.${fakeEmbed.formClass}`)).toBeVisible()
  await expect(page.getByRole('region', { name: demoPage.trustedBy.carouselLabel })).toBeVisible()

  const [aircraft, medical] = demoPage.useCases.items
  const trigger = (title: string) => page.getByRole('button', { name: title })
  for (const useCase of [aircraft, medical]) await expect(trigger(useCase.title)).toHaveAttribute('aria-expanded', 'false')

  await trigger(aircraft.title).click()
  await expect(page.getByText(aircraft.summary)).toBeVisible()
  await expectNoAxeViolations(page)

  // Single-open: opening the second closes the first.
  await trigger(medical.title).click()
  await expect(page.getByText(medical.summary)).toBeVisible()
  await expect(page.getByText(aircraft.summary)).toBeHidden()
  await expect(trigger(aircraft.title)).toHaveAttribute('aria-expanded', 'false')

  // Collapsible: the open one closes too.
  await trigger(medical.title).click()
  await expect(page.getByText(medical.summary)).toBeHidden()
})

test('Back to top scrolls to the top and moves focus to the headline', async ({ page, thirdParty }) => {
  await serveFakeForms(thirdParty)
  await gotoHydrated(page, '/demo')
  const button = page.getByRole('button', { name: demoPage.backToTop.label })
  await button.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await button.click()
  await expect(page.getByRole('heading', { level: 1, name: demoPage.headline })).toBeFocused()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
