import type { Page, Request, Route } from '@playwright/test'
import { contactPage } from '../../content/pages/contact'
import { demoPage } from '../../content/pages/demo'
import { forms, type FormKey } from '../../content/site'
import { paperPage, whitePaperSlugs } from '../../renderer/generate/content.server'
import { formsConsoleMessages } from '../../content/forms'
import { embedExtras, fakeFormsScript } from './fake-forms-script.mjs'
import type { BrowserConsole, ThirdParty } from './fixtures'

export { embedExtras, fakeEmbed } from './fake-forms-script.mjs'

/**
 * A stand-in for the embedded forms provider (SPEC §7), served with
 * `thirdParty.stub` + `route.fulfill` so nothing leaves the machine:
 *
 * - `working`: `hbspt.forms.create` records its options, draws a small form into
 *   the target and calls `onFormReady`; sending it calls `onFormSubmitted`.
 * - `late-api`: the API appears 50 ms after the script runs, inside the loader's 100 ms re-check.
 * - `no-api`: the script loads but never defines the API.
 * - `create-throws`: `create` throws.
 * - `never-ready`: `create` is called and records its options, but no form ever draws or calls `onFormReady`.
 * - `styled`: works, and like the real embed injects a `<style>` (the policy refuses it) and loads a second script
 *   from another subdomain the policy admits (`serveFakeForms` serves it).
 * - `refused-script`: works, then loads a script from a provider host the policy does not admit.
 * - `refused-connection`: works, and sending it connects to a provider host the policy does not admit.
 * - `blocked`: the request fails as a content blocker makes it fail.
 */
export const fakeFormsModes = ['working', 'late-api', 'no-api', 'create-throws', 'never-ready', 'styled', 'refused-script', 'refused-connection', 'blocked'] as const
export type FakeFormsMode = (typeof fakeFormsModes)[number]

/** SPEC §7 "Create form": every page with forms, the selectors of its containers and the form it creates. */
export const formPages: Readonly<Record<string, { targets: readonly string[]; formKey: FormKey }>> = {
  '/contact-us': { targets: ['#contact-form'], formKey: contactPage.form.formKey },
  '/demo': { targets: ['#demo-form'], formKey: demoPage.form.formKey },
  ...Object.fromEntries(
    whitePaperSlugs.map((slug) => [`/white-papers/${slug}`, { targets: ['#white-paper-form-top', '#white-paper-form-bottom'], formKey: paperPage(slug).formKey }]),
  ),
}

/** What the fake records in the page for every `create` call. */
export interface RecordedCreate {
  region: string
  portalId: string
  formId: string
  target: string
}

/** Serves the forms script as `mode` says. Returns the requests made for it, in order. */
export async function serveFakeForms(thirdParty: ThirdParty, mode: FakeFormsMode = 'working'): Promise<Request[]> {
  const requests: Request[] = []
  await thirdParty.stub(forms.scriptUrl, async (route, request) => {
    requests.push(request)
    if (mode === 'blocked') return route.abort('blockedbyclient')
    return route.fulfill({ contentType: 'text/javascript', body: fakeFormsScript(mode) })
  })
  if (mode === 'styled') {
    await thirdParty.stub(embedExtras.admittedScript, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__fakeForms.extrasLoaded = true' }),
    )
  }
  return requests
}

/** Every `create` call the fake recorded in this document (it survives client navigation). */
export function recordedCreates(page: Page): Promise<RecordedCreate[]> {
  return page.evaluate(() => (window as unknown as { __fakeForms?: { creates: RecordedCreate[] } }).__fakeForms?.creates ?? [])
}

/** The forms script elements in the document now. */
export function formsScriptCount(page: Page): Promise<number> {
  return page.locator(`script[src="${forms.scriptUrl}"]`).count()
}

/**
 * Chromium's own console line for the blocked script, expected exactly and only
 * from the script's URL. A real content blocker yields net::ERR_BLOCKED_BY_CLIENT;
 * a request aborted through DevTools (Playwright's `blockedbyclient`) adds ".Inspector".
 */
const blockedScriptConsole = {
  text: 'Failed to load resource: net::ERR_BLOCKED_BY_CLIENT.Inspector',
  pathname: new URL(forms.scriptUrl).pathname,
} as const

/**
 * Blocks the forms script as a content blocker would, and allows the two console
 * lines that must then appear: Chromium's failed request and the loader's SPEC §8 message.
 */
export async function blockFormsEmbed(thirdParty: ThirdParty, browserConsole: BrowserConsole) {
  browserConsole.expect(formsConsoleMessages.scriptLoadFailed)
  browserConsole.expect(blockedScriptConsole.text, { pathname: blockedScriptConsole.pathname })
  await serveFakeForms(thirdParty, 'blocked')
}

export const submissionAnswers = ['success', 'invalid-email', 'server-error', 'network-failure'] as const
export type SubmissionAnswer = (typeof submissionAnswers)[number]

// The API is called cross-origin with a JSON body, so the browser asks first (CORS preflight).
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

/**
 * Stubs the Forms Submission API v3. Each POST gets the next answer of
 * `answers` (the last one repeats); returns the JSON bodies posted.
 */
export async function serveSubmissionApi(thirdParty: ThirdParty, answers: readonly SubmissionAnswer[]): Promise<unknown[]> {
  const posted: unknown[] = []
  await thirdParty.stub(`${forms.submitUrl}/**`, async (route: Route, request: Request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: corsHeaders })
    posted.push(request.postDataJSON())
    const answer = answers[Math.min(posted.length, answers.length) - 1]
    switch (answer) {
      case 'success':
        return route.fulfill({ status: 200, headers: corsHeaders, json: { inlineMessage: 'Thanks for submitting the form.' } })
      case 'invalid-email':
        return route.fulfill({
          status: 400,
          headers: corsHeaders,
          json: { status: 'error', message: 'The request is not valid', errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }] },
        })
      case 'server-error':
        return route.fulfill({ status: 500, headers: corsHeaders, json: { status: 'error', message: 'Internal error' } })
      default:
        return route.abort('failed')
    }
  })
  return posted
}
