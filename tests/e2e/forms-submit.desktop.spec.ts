import { formsTiming, leadFormCopy } from '../../content/forms'
import { leadForms } from '../../content/lead-forms'
import { contactPage } from '../../content/pages/contact'
import { demoPage } from '../../content/pages/demo'
import { forms, site } from '../../content/site'
import { blockFormsEmbed, serveSubmissionApi } from '../helpers/fake-hubspot'
import { expect, gotoHydrated, test } from '../helpers/fixtures'
import { control, fillLeadForm, leadFormValues, validValues } from '../helpers/lead-form'

const submitUrlPath = `/submissions/v3/integration/submit/${forms.portalId}`

test.beforeEach(async ({ page, thirdParty, browserConsole }) => {
  await blockFormsEmbed(thirdParty, browserConsole)
  // A fake clock that runs on its own; the test skips the minimum fill time instead of waiting it out.
  await page.clock.install()
})

test('with the forms host blocked, every failed send keeps every value, and the last one succeeds', async ({ page, thirdParty, browserConsole }) => {
  // Chromium's own lines for the answers the stub gives, from the API's URL.
  const fromApi = { pathname: `${submitUrlPath}/${forms.formIds.shared}` }
  browserConsole.expect('Failed to load resource: the server responded with a status of 400 (Bad Request)', { ...fromApi, times: 1 })
  browserConsole.expect('Failed to load resource: the server responded with a status of 500 (Internal Server Error)', { ...fromApi, times: 1 })
  browserConsole.expect('Failed to load resource: net::ERR_FAILED', { ...fromApi, times: 1 })
  const posted = await serveSubmissionApi(thirdParty, ['invalid-email', 'server-error', 'network-failure', 'success'])
  await gotoHydrated(page, '/contact-us')

  const form = page.getByRole('form', { name: contactPage.form.heading })
  const send = form.getByRole('button', { name: leadForms.shared.submitLabel })
  const values = validValues('shared')
  const names = Object.keys(values)
  await fillLeadForm(page, 'contact-form', values)
  await page.clock.fastForward(formsTiming.minimumFillMs)

  // INVALID_EMAIL from the API: shown on the email field, and listed in the summary.
  await send.click()
  const email = leadForms.shared.fields.find((field) => field.name === 'email')!
  await expect(control(page, 'contact-form', 'email')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('alert').getByRole('link')).toHaveText([email.messages.invalid!])
  expect(await leadFormValues(page, 'contact-form', names)).toEqual(values)

  // A 500, then a network failure: one form-level message with the e-mail alternative.
  for (const reason of [leadFormCopy.failure.reasons.server, leadFormCopy.failure.reasons.network]) {
    await send.click()
    const summary = form.getByRole('alert')
    await expect(summary).toContainText(reason)
    await expect(summary.getByRole('link', { name: leadFormCopy.failure.link.label })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
    expect(await leadFormValues(page, 'contact-form', names)).toEqual(values)
  }

  await send.click()
  // The thank-you replaces the form and takes its focus, so it is read out.
  await expect(page.locator(':focus').getByRole('heading', { name: leadForms.shared.success.heading })).toBeVisible()
  expect(posted).toHaveLength(4)
  expect(posted.at(-1)).toEqual({
    fields: names.map((name) => ({ name, value: values[name] })),
    // No tracking cookie: nothing has given analytics consent to this form.
    context: { pageUri: new URL('/contact-us', page.url()).href, pageName: await page.title() },
  })
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('tw-lead-form-draft:')))).toEqual([])
})

test('a draft survives a reload and is offered back in the form', async ({ page }) => {
  await gotoHydrated(page, '/demo')
  const form = page.getByRole('form', { name: demoPage.form.heading })
  await expect(form).toBeVisible()
  const values = validValues('demo')
  await fillLeadForm(page, 'demo-form', values)
  await page.reload()
  await expect(page.getByRole('form', { name: demoPage.form.heading })).toBeVisible()
  expect(await leadFormValues(page, 'demo-form', Object.keys(values))).toEqual(values)
})
