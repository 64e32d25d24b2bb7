// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { formsTiming, leadFormCopy } from '#content/forms'
import { leadForms } from '#content/lead-forms'
import type { LeadFormFieldDefinition } from '#content/schema'
import { forms, site } from '#content/site'
import { draftKey } from './draft'
import { NativeLeadForm, type NativeLeadFormProps } from './NativeLeadForm'
import { honeypotName } from './useLeadForm'

const shared = leadForms.shared
const formGuid = forms.formIds.shared
const key = draftKey('/contact-us', 'contact-form')

const complete = { firstname: 'Ada', lastname: 'Okafor', email: 'ada@brackwater.example', company: 'Brackwater Robotics', message: 'Our vision model drifted at checkpoint 4.' }

let fetchMock: ReturnType<typeof vi.fn>

function answer(status: number, body: unknown = {}) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
}

function renderForm(props: Partial<NativeLeadFormProps> = {}) {
  return render(<NativeLeadForm id="contact-form" formKey="shared" analyticsConsent={false} {...props} />)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// The label also holds the required marker, so match its start.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}`)) as HTMLInputElement

function fill(values: Partial<typeof complete>, fields: readonly LeadFormFieldDefinition[] = shared.fields) {
  for (const definition of fields) {
    const value = values[definition.name as keyof typeof complete]
    if (value !== undefined) fireEvent.change(field(definition.label), { target: { value } })
  }
}

/** Lets the stubbed request answer and React render the outcome. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

async function submit() {
  fireEvent.click(screen.getByRole('button', { name: shared.submitLabel }))
  await settle()
}

async function fillAndSend(values: Partial<typeof complete> = complete) {
  fill(values)
  vi.advanceTimersByTime(formsTiming.minimumFillMs)
  await submit()
}

function sentBody() {
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
  return JSON.parse(String(init.body)) as { fields: unknown; context: Record<string, string> }
}

function expectValuesKept(values: Partial<typeof complete> = complete) {
  for (const definition of shared.fields) {
    const value = values[definition.name as keyof typeof complete]
    if (value !== undefined) expect(field(definition.label).value, definition.name).toBe(value)
  }
}

/** The summary GOV.UK's pattern puts at the top: focused, titled, and holding the given text. */
function expectFocusedSummary(title: string) {
  const heading = screen.getByRole('heading', { name: title })
  const summary = heading.closest('[tabindex="-1"]')
  expect(summary).not.toBeNull()
  expect(document.activeElement).toBe(summary)
  return summary as HTMLElement
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-01-05T10:00:00Z') })
  window.history.replaceState(null, '', '/contact-us')
  document.title = 'Contact Us | Tensorwright'
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.sessionStorage.clear()
  document.cookie = 'hubspotutk=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('validation (GOV.UK pattern)', () => {
  test('an empty submit lists every required field in a focused summary that links to each field', async () => {
    renderForm()
    await submit()
    const summary = expectFocusedSummary(leadFormCopy.errorSummaryTitle)
    const links = within(summary).getAllByRole('link')
    const required = shared.fields.filter((definition) => definition.required)
    expect(links.map((link) => link.textContent)).toEqual(required.map((definition) => definition.messages.required))
    expect(links.map((link) => link.getAttribute('href'))).toEqual(required.map((definition) => `#contact-form-${definition.name}`))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('each invalid field is marked invalid and described by its inline message', async () => {
    renderForm()
    fill({ email: 'ada at brackwater' })
    await submit()
    const email = field('Work email')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain(`Error: ${shared.fields[2]?.messages.invalid}`)
    expect(field('How can we help?').hasAttribute('aria-invalid')).toBe(false)
  })

  test('a second failed submit moves focus to the summary again', async () => {
    renderForm()
    await submit()
    field('First name').focus()
    await submit()
    expectFocusedSummary(leadFormCopy.errorSummaryTitle)
  })

  test('a value over the field limit is reported with the limit', async () => {
    renderForm()
    fill({ ...complete, company: 'x'.repeat(201) })
    vi.advanceTimersByTime(formsTiming.minimumFillMs)
    await submit()
    expect(screen.getAllByText('Company or organization must be 200 characters or fewer').length).toBeGreaterThan(0)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('submission', () => {
  test('posts JSON fields and page context to the form\'s Forms API v3 address', async () => {
    answer(200, { inlineMessage: 'Thanks' })
    renderForm()
    await fillAndSend({ ...complete, firstname: '  Ada ', message: '' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(`https://api.hsforms.com/submissions/v3/integration/submit/${forms.portalId}/${formGuid}`)
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
    expect(sentBody()).toEqual({
      // Trimmed, in the form's order, the empty optional message left out.
      fields: [
        { name: 'firstname', value: 'Ada' },
        { name: 'lastname', value: complete.lastname },
        { name: 'email', value: complete.email },
        { name: 'company', value: complete.company },
      ],
      context: { pageUri: 'http://localhost:3000/contact-us', pageName: 'Contact Us | Tensorwright' },
    })
  })

  test('the tracking cookie goes with the lead only when analytics consent is given', async () => {
    document.cookie = 'hubspotutk=5f0c8e1e2d3b4a59'
    answer(200)
    const { unmount } = renderForm({ analyticsConsent: false })
    await fillAndSend()
    expect(sentBody().context).not.toHaveProperty('hutk')
    unmount()

    fetchMock.mockClear()
    answer(200)
    renderForm({ analyticsConsent: true })
    await fillAndSend()
    expect(sentBody().context.hutk).toBe('5f0c8e1e2d3b4a59')
  })

  test('success replaces the form with a focused thank-you and clears the draft', async () => {
    answer(200)
    renderForm()
    await fillAndSend()
    const heading = screen.getByRole('heading', { name: shared.success.heading })
    expect(document.activeElement?.contains(heading)).toBe(true)
    expect(screen.queryByRole('button', { name: shared.submitLabel })).toBeNull()
    expect(window.sessionStorage.getItem(key)).toBeNull()
  })

  test('on a white-paper page the thank-you offers the download, naming its type and size', async () => {
    answer(200)
    renderForm({ formKey: 'financeWhitePaper', download: { href: '/white-papers/accountable-ai-finance.pdf', bytes: 11_100 } })
    fill(complete, leadForms.financeWhitePaper.fields)
    fireEvent.change(field('Job title'), { target: { value: 'Head of model risk' } })
    vi.advanceTimersByTime(formsTiming.minimumFillMs)
    fireEvent.click(screen.getByRole('button', { name: leadForms.financeWhitePaper.submitLabel }))
    await settle()
    expect(screen.getByRole('link', { name: `${leadFormCopy.downloadLabel} (PDF, 11 KB)` }).getAttribute('href')).toBe('/white-papers/accountable-ai-finance.pdf')
  })

  test('a second submit while sending sends nothing more', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}))
    renderForm()
    await fillAndSend()
    expect(screen.getByRole('status').textContent).toBe(leadFormCopy.submittingStatus)
    fireEvent.click(screen.getByRole('button', { name: leadFormCopy.submittingLabel }))
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('errors from the API and the network keep every value', () => {
  test('INVALID_EMAIL is shown on the email field', async () => {
    answer(400, { status: 'error', errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }] })
    renderForm()
    await fillAndSend()
    const summary = expectFocusedSummary(leadFormCopy.errorSummaryTitle)
    const message = shared.fields[2]!.messages.invalid!
    expect(within(summary).getByRole('link', { name: message }).getAttribute('href')).toBe('#contact-form-email')
    expect(field('Work email').getAttribute('aria-invalid')).toBe('true')
    expectValuesKept()
  })

  test('REQUIRED_FIELD is shown on its field', async () => {
    answer(400, { status: 'error', errors: [{ message: "Error in 'fields.message'. Required field 'message' is missing", errorType: 'REQUIRED_FIELD' }] })
    renderForm()
    await fillAndSend()
    expect(field('How can we help?').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText(shared.fields[4]!.messages.required).length).toBe(2)
    expectValuesKept()
  })

  test.each([
    ['a 500', () => answer(500, { status: 'error', message: 'Internal error' }), leadFormCopy.failure.reasons.server],
    ['a 429', () => answer(429), leadFormCopy.failure.reasons.server],
    ['a 400 with another error type', () => answer(400, { errors: [{ message: "Error in 'fields.email'. Blocked", errorType: 'BLOCKED_EMAIL' }] }), leadFormCopy.failure.reasons.server],
    ['a 400 naming a field the form does not have', () => answer(400, { errors: [{ message: "Error in 'fields.phone'. Required", errorType: 'REQUIRED_FIELD' }] }), leadFormCopy.failure.reasons.server],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')), leadFormCopy.failure.reasons.network],
  ])('%s shows a form-level message with the e-mail alternative', async (_case, arrange, reason) => {
    arrange()
    renderForm()
    await fillAndSend()
    const summary = expectFocusedSummary(leadFormCopy.failure.title)
    expect(summary.textContent).toContain(reason)
    expect(within(summary).getByRole('link', { name: `Email ${site.contactEmail}` }).getAttribute('href')).toBe(`mailto:${site.contactEmail}`)
    expectValuesKept()
  })

  test('a request that does not answer is aborted after the timeout and reported', async () => {
    let signal: AbortSignal | undefined
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))
    })
    renderForm()
    await fillAndSend()
    await act(() => vi.advanceTimersByTimeAsync(formsTiming.submitTimeoutMs - 1))
    expect(signal?.aborted).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(signal?.aborted).toBe(true)
    expect(expectFocusedSummary(leadFormCopy.failure.title).textContent).toContain(leadFormCopy.failure.reasons.timeout)
    expectValuesKept()
  })

  test('after a failure the visitor can send again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderForm()
    await fillAndSend()
    answer(200)
    await submit()
    expect(screen.getByRole('heading', { name: shared.success.heading })).toBeTruthy()
  })
})

describe('the draft', () => {
  test('is saved as the visitor types and restored after a reload', () => {
    const { unmount } = renderForm()
    fill({ firstname: 'Ada', email: 'ada@brackwater.example' })
    expect(JSON.parse(window.sessionStorage.getItem(key) ?? '{}')).toEqual({ firstname: 'Ada', email: 'ada@brackwater.example' })
    unmount()
    renderForm()
    expect(field('First name').value).toBe('Ada')
    expect(field('Work email').value).toBe('ada@brackwater.example')
  })

  test('is kept when sending fails', async () => {
    answer(500)
    renderForm()
    await fillAndSend()
    expect(JSON.parse(window.sessionStorage.getItem(key) ?? '{}')).toEqual(complete)
  })

  test('ignores stored values that are not the form\'s fields', () => {
    window.sessionStorage.setItem(key, JSON.stringify({ firstname: 'Ada', isAdmin: 'yes', email: 42 }))
    renderForm()
    expect(field('First name').value).toBe('Ada')
    expect(field('Work email').value).toBe('')
  })

  test('when session storage throws on every use, the form still works', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied', 'SecurityError')
    })
    answer(200)
    renderForm()
    await fillAndSend()
    expect(screen.getByRole('heading', { name: shared.success.heading })).toBeTruthy()
  })

  test('when session storage is full, typing and sending still work', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    answer(200)
    renderForm()
    await fillAndSend()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('heading', { name: shared.success.heading })).toBeTruthy()
  })
})

describe('bots', () => {
  test('a filled honeypot gets a thank-you and nothing is sent', async () => {
    answer(200)
    const { container } = renderForm()
    const honeypot = container.querySelector(`input[name="${honeypotName}"]`) as HTMLInputElement
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } })
    await fillAndSend()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: shared.success.heading })).toBeTruthy()
  })

  test('a submit faster than a person fills the form in is not sent; sending again later is', async () => {
    answer(200)
    renderForm()
    fill(complete)
    vi.advanceTimersByTime(formsTiming.minimumFillMs - 1)
    await submit()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(expectFocusedSummary(leadFormCopy.tooFast.title).textContent).toContain(leadFormCopy.tooFast.body)
    expectValuesKept()
    vi.advanceTimersByTime(1)
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  test('a restored draft counts as time already spent filling in', async () => {
    window.sessionStorage.setItem(key, JSON.stringify(complete))
    answer(200)
    renderForm()
    await submit()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
