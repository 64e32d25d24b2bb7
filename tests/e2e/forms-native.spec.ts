import { leadFormCopy } from '../../content/forms'
import { leadForms } from '../../content/lead-forms'
import { contactPage } from '../../content/pages/contact'
import { blockFormsEmbed } from '../helpers/fake-hubspot'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../helpers/fixtures'
import { control } from '../helpers/lead-form'

// Both viewports: our own form, with the forms host blocked, as a visitor with a content blocker sees it.
test('with the embed blocked, our form validates GOV.UK-style: a focused summary linking to each field, messages on the fields, no axe violations', async ({
  page,
  thirdParty,
  browserConsole,
}) => {
  await blockFormsEmbed(thirdParty, browserConsole)
  await gotoHydrated(page, '/contact-us')
  const form = page.getByRole('form', { name: contactPage.form.heading })
  await form.getByRole('button', { name: leadForms.shared.submitLabel }).click()

  const summary = form.getByRole('alert')
  await expect(summary.getByRole('heading', { name: leadFormCopy.errorSummaryTitle })).toBeVisible()
  await expect(page.locator(':focus')).toContainText(leadFormCopy.errorSummaryTitle)
  const required = leadForms.shared.fields.filter((field) => field.required)
  await expect(summary.getByRole('link')).toHaveText(required.map((field) => field.messages.required))
  for (const field of required) {
    const input = control(page, 'contact-form', field.name)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(new RegExp(field.messages.required))
  }
  await expectNoAxeViolations(page, '[data-form-state="native"]')

  await summary.getByRole('link', { name: required[2]!.messages.required }).click()
  await expect(control(page, 'contact-form', required[2]!.name)).toBeFocused()
})
