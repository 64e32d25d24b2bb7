import { formsConsoleMessages } from '../../content/forms'
import { contactPage } from '../../content/pages/contact'
import { embedExtras, fakeEmbed, serveFakeForms } from '../helpers/fake-hubspot'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

// The forms embed against our real Content-Security-Policy (issue 22, step 6). The fake embed does what the
// provider's does besides drawing a form: it injects a <style>, and loads a second script or connects elsewhere.
// Desktop only: the policy does not depend on the viewport.

const embedForm = (page: import('@playwright/test').Page) => page.locator(`#contact-form form.${fakeEmbed.formClass}`)
const ownForm = (page: import('@playwright/test').Page) => page.getByRole('form', { name: contactPage.form.heading })

test("the embed's injected <style> is refused and its form still renders, in our styles", async ({ page, thirdParty, guard, browserConsole }) => {
  guard.expectCspViolation('style-src-elem', 'inline')
  browserConsole.expect('Applying inline style violates the following Content Security Policy directive', { prefix: true })
  await serveFakeForms(thirdParty, 'styled')
  await gotoHydrated(page, '/contact-us')
  const submit = embedForm(page).locator('input[type="submit"]')
  await expect(submit).toBeVisible()
  // The second script, from another subdomain the policy admits, ran.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __fakeForms: { extrasLoaded?: boolean } }).__fakeForms.extrasLoaded)).toBe(true)
  expect(await submit.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(embedExtras.injectedButtonColour)
  await expect(page.locator('[data-form-state="embedded"]')).toHaveCount(1)
  await expect(ownForm(page)).toHaveCount(0)
})

test('a script of the embed the policy refuses makes our own form take its place', async ({ page, thirdParty, guard, browserConsole }) => {
  guard.expectCspViolation('script-src-elem', embedExtras.refusedScript)
  browserConsole.expect(`Loading the script '${embedExtras.refusedScript}' violates the following Content Security Policy directive`, { prefix: true })
  browserConsole.expect(formsConsoleMessages.scriptLoadFailed, { times: 1 })
  await serveFakeForms(thirdParty, 'refused-script')
  await gotoHydrated(page, '/contact-us')
  await expect(ownForm(page)).toBeVisible()
  await expect(page.locator('[data-form-state="native"]')).toHaveCount(1)
  await expect(embedForm(page)).toHaveCount(0)
})

test('a connection of the embed the policy refuses makes our own form take its place, with what was typed', async ({ page, thirdParty, guard, browserConsole }) => {
  guard.expectCspViolation('connect-src', embedExtras.refusedConnection)
  browserConsole.expect(`Connecting to '${embedExtras.refusedConnection}' violates the following Content Security Policy directive`, { prefix: true })
  browserConsole.expect(`Fetch API cannot load ${embedExtras.refusedConnection}. Refused to connect because it violates the document's Content Security Policy.`)
  await serveFakeForms(thirdParty, 'refused-connection')
  await gotoHydrated(page, '/contact-us')
  await embedForm(page).getByLabel('Email').fill('ada@example.com')
  await embedForm(page).locator('input[type="submit"]').click()
  await expect(ownForm(page)).toBeVisible()
  await expect(ownForm(page).getByRole('textbox', { name: /email/i })).toHaveValue('ada@example.com')
})
