import { leadForms } from '../../content/lead-forms'
import { contactPage } from '../../content/pages/contact'
import { blockFormsEmbed, fakeEmbed, serveFakeForms } from '../helpers/fake-hubspot'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

/** Relative luminance of a CSS rgb() colour, 0 (black) to 1 (white). */
const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

const labelLuminance = (page: import('@playwright/test').Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => getComputedStyle(element).color).then(luminance)

test('Contact: the embedded form sits on the dark surface with white labels, beside the contact information and quick actions', async ({ page, thirdParty }) => {
  await serveFakeForms(thirdParty)
  await gotoHydrated(page, '/contact-us')
  await expect(page.getByRole('heading', { level: 1, name: contactPage.hero.heading })).toBeVisible()
  await expect(page.locator(`#contact-form form.${fakeEmbed.formClass}`)).toBeVisible()
  expect(await labelLuminance(page, '#contact-form label')).toBeGreaterThan(0.8)

  const info = page.getByRole('list', { name: contactPage.info.heading })
  for (const item of contactPage.info.items) await expect(info).toContainText(item.value)
  await expect(info.getByRole('link', { name: contactPage.info.items[0]!.value })).toHaveAttribute('href', contactPage.info.items[0]!.href!)

  const actions = page.getByRole('list', { name: contactPage.quickActions.heading }).getByRole('link')
  await expect(actions).toHaveCount(contactPage.quickActions.items.length)
  for (const [index, action] of contactPage.quickActions.items.entries()) {
    await expect(actions.nth(index)).toHaveAttribute('href', action.href)
    if (action.newTab) await expect(actions.nth(index)).toHaveAttribute('target', '_blank')
    else await expect(actions.nth(index)).not.toHaveAttribute('target', /.+/)
  }
})

test('Contact: our own form keeps the white labels on the dark surface', async ({ page, thirdParty, browserConsole }) => {
  await blockFormsEmbed(thirdParty, browserConsole)
  await gotoHydrated(page, '/contact-us')
  await expect(page.getByRole('form', { name: contactPage.form.heading })).toBeVisible()
  expect(await labelLuminance(page, `label[for="contact-form-${leadForms.shared.fields[0]!.name}"]`)).toBeGreaterThan(0.8)
})
