// The state of our own lead form: values, GOV.UK validation, bot checks,
// submission and its draft. Every failure keeps every value typed.
import { useEffect, useRef, useState } from 'react'
import { downloadLinkLabel, formsTiming, leadFormCopy, type LeadFormDownload } from '#content/forms'
import { leadForms } from '#content/lead-forms'
import type { FormKey } from '#content/site'
import { Link, type LeadFormNotice, type LeadFormProps, type LeadFormStatus } from '#design-system'
import { clearDraft, draftKey, readDraft, writeDraft } from './draft'
import { sendSubmission, submissionBody, submissionUrl, trackingCookie, type FailureReason } from './submission'
import { messageForApiError, validateLeadForm, type LeadFormErrors } from './validation'

/** The field only bots fill in; a name no browser autofills. */
export const honeypotName = 'hp_homepage_url'

export interface UseLeadFormOptions {
  /** Unique on the page; also names the draft. */
  id: string
  formKey: FormKey
  /** SPEC §4: the tracking cookie goes with the lead only when the visitor accepts analytics. */
  analyticsConsent: boolean
  /** White-paper pages: the paper, offered in the thank-you. */
  download?: LeadFormDownload | undefined
}

type NoticeKind = { kind: 'invalid' } | { kind: 'failed'; reason: FailureReason } | { kind: 'too-fast' }

function noticeFor(kind: NoticeKind, attempt: number): LeadFormNotice {
  switch (kind.kind) {
    case 'invalid':
      return { title: leadFormCopy.errorSummaryTitle, attempt }
    case 'too-fast':
      return { title: leadFormCopy.tooFast.title, message: leadFormCopy.tooFast.body, attempt }
    case 'failed':
      return { title: leadFormCopy.failure.title, message: failureMessage(kind.reason), attempt }
  }
}

function failureMessage(reason: FailureReason) {
  const { failure } = leadFormCopy
  return (
    <>
      <p>{failure.reasons[reason]}</p>
      <p>
        {failure.keptValues} <Link href={failure.link.href}>{failure.link.label}</Link>
      </p>
    </>
  )
}

/** Props for the design system's LeadForm, minus the ones the page decides. */
export function useLeadForm({ id, formKey, analyticsConsent, download }: UseLeadFormOptions): LeadFormProps {
  const definition = leadForms[formKey]
  const fieldNames = definition.fields.map((field) => field.name)
  const storageKey = draftKey(window.location.pathname, id)

  const [values, setValues] = useState<Record<string, string>>(() => readDraft(storageKey, fieldNames) ?? {})
  const [honeypot, setHoneypot] = useState('')
  const [errors, setErrors] = useState<LeadFormErrors>({})
  const [status, setStatus] = useState<LeadFormStatus>('editing')
  const [notice, setNotice] = useState<LeadFormNotice | undefined>(undefined)
  const attempt = useRef(0)
  // When the form appeared, for the bot check's filling time; set once it is on screen. A restored draft was
  // typed before the reload, so its time counts as filling time.
  const shownAt = useRef(-Infinity)
  const restoredDraft = useRef(Object.keys(values).length > 0)
  useEffect(() => {
    if (!restoredDraft.current) shownAt.current = Date.now()
  }, [])
  const sending = useRef(false)

  const show = (kind: NoticeKind, fieldErrors: LeadFormErrors = {}) => {
    attempt.current += 1
    setErrors(fieldErrors)
    setNotice(noticeFor(kind, attempt.current))
    setStatus('editing')
  }

  const succeed = () => {
    clearDraft(storageKey)
    setStatus('sent')
  }

  async function submit() {
    if (sending.current) return
    if (honeypot !== '') {
      // Answer a bot as if it had succeeded, so it learns nothing to adapt to.
      succeed()
      return
    }
    const fieldErrors = validateLeadForm(definition.fields, values)
    if (Object.keys(fieldErrors).length > 0) return show({ kind: 'invalid' }, fieldErrors)
    if (Date.now() - shownAt.current < formsTiming.minimumFillMs) return show({ kind: 'too-fast' })

    sending.current = true
    setStatus('submitting')
    const hutk = analyticsConsent ? trackingCookie(document.cookie) : undefined
    const body = submissionBody(definition.fields, values, { pageUri: window.location.href, pageName: document.title, hutk })
    const outcome = await sendSubmission(submissionUrl(formKey), body, { fieldNames })
    sending.current = false

    if (outcome.kind === 'sent') return succeed()
    if (outcome.kind === 'failed') return show({ kind: 'failed', reason: outcome.reason })
    const apiErrors = Object.fromEntries(
      definition.fields.flatMap((field) => {
        const type = outcome.errors[field.name]
        return type ? [[field.name, messageForApiError(field, type)]] : []
      }),
    )
    show({ kind: 'invalid' }, apiErrors)
  }

  return {
    id,
    fields: definition.fields,
    values,
    errors,
    status,
    notice,
    submitLabel: definition.submitLabel,
    submittingLabel: leadFormCopy.submittingLabel,
    submittingStatus: leadFormCopy.submittingStatus,
    honeypot: { name: honeypotName, label: leadFormCopy.honeypotLabel, value: honeypot },
    success: { ...definition.success, download: download ? { href: download.href, label: downloadLinkLabel(download) } : undefined },
    onChange: (name, value) => {
      const next = { ...values, [name]: value }
      setValues(next)
      writeDraft(storageKey, next)
    },
    onHoneypotChange: setHoneypot,
    onSubmit: () => void submit(),
  }
}
