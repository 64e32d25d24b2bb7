import { formsConsoleMessages, formsTiming, leadFormCopy } from '../../content/forms'
import { contactPage } from '../../content/pages/contact'
import { demoPage } from '../../content/pages/demo'
import { forms } from '../../content/site'
import { paperPage } from '../../renderer/generate/content.server'
import { hydratedAttribute } from '../../renderer/document'
import { afterNextFrames, expect, gotoHydrated, layoutShifts, recordLayoutShifts, test } from '../helpers/fixtures'
import { blockFormsEmbed, fakeEmbed, formPages, formsScriptCount, recordedCreates, serveFakeForms } from '../helpers/fake-hubspot'

const expectedCreates = (path: string) =>
  formPages[path]!.targets.map((target) => ({ region: 'na1', portalId: forms.portalId, formId: forms.formIds[formPages[path]!.formKey], target }))

test('every form page loads one script and creates its forms with region na1, the portal id and its form id', async ({ page, thirdParty }) => {
  const scriptRequests = await serveFakeForms(thirdParty)
  for (const path of Object.keys(formPages)) {
    await gotoHydrated(page, path)
    await expect.poll(() => recordedCreates(page), path).toEqual(expectedCreates(path))
    expect(await formsScriptCount(page), path).toBe(1)
    for (const target of formPages[path]!.targets) {
      await expect(page.locator(`${target} form.${fakeEmbed.formClass}`), `${path} ${target}`).toBeVisible()
    }
  }
  expect(scriptRequests).toHaveLength(Object.keys(formPages).length)
})

test('client navigation: the script is added on entry, kept to one copy on re-entry and between form pages, removed on leaving', async ({ page, thirdParty }) => {
  const scriptRequests = await serveFakeForms(thirdParty)
  const financePath = '/white-papers/accountable-ai-finance'
  const finance = paperPage('accountable-ai-finance')
  const header = page.getByRole('banner')

  await gotoHydrated(page, '/')
  await header.getByRole('link', { name: 'White Papers' }).click()
  await expect(page).toHaveURL(/\/white-papers$/)
  expect(scriptRequests, 'no forms request before a form page').toHaveLength(0)

  await page.getByRole('link', { name: finance.title }).click()
  await expect(page).toHaveURL(financePath)
  await expect.poll(() => recordedCreates(page)).toEqual(expectedCreates(financePath))
  expect(await formsScriptCount(page)).toBe(1)

  // Form page to form page: the earlier script goes, the new page's form is created.
  await header.getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect.poll(() => recordedCreates(page)).toEqual([...expectedCreates(financePath), ...expectedCreates('/contact-us')])
  expect(await formsScriptCount(page)).toBe(1)
  await expect(page.locator(`#contact-form form.${fakeEmbed.formClass}`)).toHaveAttribute('data-form-id', forms.formIds.shared)

  // Re-entry through history: still one copy, created afresh.
  await page.goBack()
  await expect(page).toHaveURL(financePath)
  await expect.poll(async () => (await recordedCreates(page)).length).toBe(5)
  expect(await formsScriptCount(page)).toBe(1)
  await expect(page.locator(`form.${fakeEmbed.formClass}`)).toHaveCount(2)

  await page.getByRole('link', { name: finance.backLink.label }).click()
  await expect(page).toHaveURL(/\/white-papers$/)
  // The URL changes before the form page unmounts, and unmounting is what removes the script.
  await expect.poll(() => formsScriptCount(page)).toBe(0)
  await expect(page.locator(`form.${fakeEmbed.formClass}`)).toHaveCount(0)
  // One document throughout: every entry was a client navigation that loaded the script again.
  expect(await page.evaluate(() => (window as unknown as { __fakeForms: { loads: number } }).__fakeForms.loads)).toBe(3)
  expect(scriptRequests).toHaveLength(3)
})

test('an API that appears within the 100 ms re-check is used, with nothing logged', async ({ page, thirdParty }) => {
  await serveFakeForms(thirdParty, 'late-api')
  await gotoHydrated(page, '/demo')
  await expect(page.locator(`#demo-form form.${fakeEmbed.formClass}`)).toBeVisible()
  expect(await recordedCreates(page)).toEqual(expectedCreates('/demo'))
})

test('an API still absent after the re-check logs "forms API not available" and our form takes its place', async ({ page, thirdParty, browserConsole }) => {
  browserConsole.expect(formsConsoleMessages.apiUnavailable)
  await serveFakeForms(thirdParty, 'no-api')
  await gotoHydrated(page, '/demo')
  await expect(page.getByRole('form', { name: demoPage.form.heading })).toBeVisible()
  await expect(page.locator('[data-form-state="native"]')).toHaveCount(1)
})

test('a blocked script logs its failure and every container gets our form', async ({ page, thirdParty, browserConsole }) => {
  await blockFormsEmbed(thirdParty, browserConsole)
  const paper = paperPage('ai-trust-framework')
  await gotoHydrated(page, `/white-papers/${paper.slug}`)
  await expect(page.getByRole('form', { name: paper.formHeadingTop })).toBeVisible()
  await expect(page.getByRole('form', { name: paper.formHeadingBottom })).toBeVisible()
})

test('a create call that throws logs "error initializing or creating forms" and our form takes its place', async ({ page, thirdParty, browserConsole }) => {
  browserConsole.expect(formsConsoleMessages.createFailed, { prefix: true })
  await serveFakeForms(thirdParty, 'create-throws')
  await gotoHydrated(page, '/contact-us')
  await expect(page.getByRole('form', { name: contactPage.form.heading })).toBeVisible()
})

test('a form that is never ready is replaced by ours after 4 s, not before, with nothing logged', async ({ page, thirdParty }) => {
  await serveFakeForms(thirdParty, 'never-ready')
  // The page's clock stands still from the start, so the loader's 4 s timer starts at the paused instant and only
  // runFor moves it: however slow the machine is between steps, "just before 4 s" is exactly that.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1_000)
  // The entry loader waits for the first paint's timing entry (renderer/document.ts), which the paused clock does not hold
  // back: no timer stands between it and the import.
  await page.goto('/contact-us')
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: 'attached' })
  await expect.poll(() => recordedCreates(page)).toEqual(expectedCreates('/contact-us'))
  const ownForm = page.getByRole('form', { name: contactPage.form.heading })
  await page.clock.runFor(formsTiming.embedReadyTimeoutMs - 50)
  // Animation frames run on the paused clock too; React renders through a MessageChannel, which the clock leaves
  // alone, so two message round trips let anything the advance scheduled commit before the check.
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })
  await expect(ownForm).toHaveCount(0)
  await expect(page.locator('[data-form-state="native"]')).toHaveCount(0)
  await page.clock.runFor(50)
  // Past the timeout, the clock runs on by itself, so the fallback's own frames can draw it.
  await page.clock.resume()
  await expect(ownForm).toBeVisible()
  await expect(page.locator('[data-form-state="native"]')).toHaveCount(1)
})

// Pages without forms never request the forms host: tests/a11y/routes.spec.ts opens every route under the
// outside-request guard and stubs the embed only on form pages, so such a request fails that route's test.

test('the loading note goes in the same frame the embed draws its form, so nothing on the page shifts', async ({ page, thirdParty }) => {
  await serveFakeForms(thirdParty)
  await recordLayoutShifts(page)
  await page.addInitScript(
    ({ loadingText }) => {
      const loadingShownBesideForm: boolean[] = []
      ;(window as unknown as { loadingShownBesideForm: boolean[] }).loadingShownBesideForm = loadingShownBesideForm
      // Runs as the embed appends its form, before the page's own render for the ready callback and before paint.
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (![...mutation.addedNodes].some((node) => node.nodeName === 'FORM')) continue
          const note = [...(mutation.target.parentElement?.children ?? [])].find((element) => element.textContent === loadingText)
          loadingShownBesideForm.push(note !== undefined && getComputedStyle(note).display !== 'none')
        }
      }).observe(document, { childList: true, subtree: true })
    },
    { loadingText: leadFormCopy.loading },
  )
  for (const path of ['/contact-us', '/white-papers/ai-model-degradation']) {
    await gotoHydrated(page, path)
    await expect.poll(() => recordedCreates(page), path).toEqual(expectedCreates(path))
    await afterNextFrames(page)
    const loadingShownBesideForm = await page.evaluate(() => (window as unknown as { loadingShownBesideForm: boolean[] }).loadingShownBesideForm)
    expect(loadingShownBesideForm, path).toEqual(formPages[path]!.targets.map(() => false))
    expect(await layoutShifts(page), path).toEqual([])
  }
})
