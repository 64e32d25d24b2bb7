// Posts our own lead form to the Forms Submission API v3 (issue 9): JSON with
// `fields[{name, value}]` and `context { pageUri, pageName, hutk? }`, and turns
// every possible answer into one of three outcomes the form knows how to show.
import { formsTiming } from '#content/forms'
import type { LeadFormFieldDefinition } from '#content/schema'
import { forms, type FormKey } from '#content/site'
import { apiFieldErrorTypes, fieldValue, type ApiFieldErrorType, type LeadFormValues } from './validation'

export interface SubmissionBody {
  fields: Array<{ name: string; value: string }>
  context: { pageUri: string; pageName: string; hutk?: string }
}

export type FailureReason = 'server' | 'timeout' | 'network'

export type SubmissionOutcome =
  | { kind: 'sent' }
  /** The API rejected named fields; each is shown on its field. */
  | { kind: 'field-errors'; errors: Readonly<Record<string, ApiFieldErrorType>> }
  /** Anything else: shown as one form-level message with the e-mail alternative. */
  | { kind: 'failed'; reason: FailureReason }

export function submissionUrl(formKey: FormKey): string {
  return `${forms.submitUrl}/${forms.portalId}/${forms.formIds[formKey]}`
}

/** The visitor's tracking cookie, which links the lead to earlier visits; read only with analytics consent. */
export function trackingCookie(cookieHeader: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.trim().split('=')
    if (name === 'hubspotutk' && rest.length > 0) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

export function submissionBody(
  fields: readonly LeadFormFieldDefinition[],
  values: LeadFormValues,
  page: { pageUri: string; pageName: string; hutk?: string | undefined },
): SubmissionBody {
  return {
    // An optional field left empty is left out rather than sent blank.
    fields: fields.flatMap(({ name }) => (fieldValue(values, name) === '' ? [] : [{ name, value: fieldValue(values, name) }])),
    context: { pageUri: page.pageUri, pageName: page.pageName, ...(page.hutk ? { hutk: page.hutk } : {}) },
  }
}

interface ApiError {
  message?: unknown
  errorType?: unknown
}

/**
 * The field errors of a rejected submission, e.g. `{"errors":[{"message":"Error in
 * 'fields.email'. Invalid email address","errorType":"INVALID_EMAIL"}]}`; undefined
 * when any error is of another kind or names no field the form has, so the
 * visitor is never left with a rejection and no message on the page.
 */
export function apiFieldErrors(body: unknown, fieldNames: readonly string[]): Record<string, ApiFieldErrorType> | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors) || errors.length === 0) return undefined
  const mapped: Record<string, ApiFieldErrorType> = {}
  for (const error of errors as ApiError[]) {
    const type = apiFieldErrorTypes.find((known) => known === error?.errorType)
    const name = typeof error?.message === 'string' ? /'fields\.([a-z0-9_]+)'/i.exec(error.message)?.[1] : undefined
    if (!type || !name || !fieldNames.includes(name)) return undefined
    mapped[name] = type
  }
  return mapped
}

export interface SendOptions {
  fieldNames: readonly string[]
  timeoutMs?: number
}

export async function sendSubmission(url: string, body: SubmissionBody, { fieldNames, timeoutMs = formsTiming.submitTimeoutMs }: SendOptions): Promise<SubmissionOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    if (response.ok) return { kind: 'sent' }
    if (response.status >= 400 && response.status < 500) {
      const errors = apiFieldErrors(await response.json().catch(() => undefined), fieldNames)
      if (errors) return { kind: 'field-errors', errors }
    }
    return { kind: 'failed', reason: 'server' }
  } catch {
    return { kind: 'failed', reason: controller.signal.aborted ? 'timeout' : 'network' }
  } finally {
    clearTimeout(timer)
  }
}
