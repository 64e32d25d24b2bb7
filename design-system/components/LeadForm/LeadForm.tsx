import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { visuallyHidden } from '../../styles/visuallyHidden.css'
import { Button } from '../Button/Button'
import { ButtonLink } from '../Button/ButtonLink'
import { ErrorSummary } from '../ErrorSummary/ErrorSummary'
import { Input, Select, Textarea, type SelectOption } from '../Field/Field'
import { Heading } from '../Heading/Heading'
import { Text } from '../Text/Text'
import { controlId } from './controlId'
import * as styles from './LeadForm.css'

export type LeadFormStatus = 'editing' | 'submitting' | 'sent'

/** A field as content/forms.ts defines it; drawn with the design system's Field controls. */
export interface LeadFormField {
  name: string
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select'
  label: string
  hint?: string | undefined
  autoComplete?: string | undefined
  required: boolean
  options?: readonly SelectOption[] | undefined
  /** A select's empty first option, e.g. "Choose the closest". */
  placeholder?: string | undefined
}

/** What the top of the form says after a failed submit. A new `attempt` moves focus to it again. */
export interface LeadFormNotice {
  title: string
  /** A form-level message (not sent, too fast); field errors are listed from `errors`. */
  message?: ReactNode
  attempt: number
}

export interface LeadFormProps {
  /** Unique on the page: prefixes every control's id. */
  id: string
  fields: readonly LeadFormField[]
  values: Readonly<Record<string, string>>
  /** Field name to its message; listed in the error summary in the order of `fields`. */
  errors: Readonly<Record<string, string>>
  status: LeadFormStatus
  notice?: LeadFormNotice | undefined
  submitLabel: string
  submittingLabel: string
  /** Read out while a submission is in flight. */
  submittingStatus: string
  /** The field only bots fill in. */
  honeypot: { name: string; label: string; value: string }
  success: { heading: string; body: string; download?: { href: string; label: string } | undefined }
  /** The level of the thank-you heading: one below the heading the form sits under. */
  successHeadingLevel?: 2 | 3 | 4
  /** The id of the heading that names the form. */
  'aria-labelledby'?: string
  onChange: (name: string, value: string) => void
  onHoneypotChange: (value: string) => void
  onSubmit: () => void
}

function FieldControl({ formId, field, value, error, onChange }: { formId: string; field: LeadFormField; value: string; error: string | undefined; onChange: LeadFormProps['onChange'] }) {
  const common = { id: controlId(formId, field.name), name: field.name, label: field.label, hint: field.hint, error, required: field.required, value }
  switch (field.kind) {
    case 'textarea':
      return <Textarea {...common} onChange={(event) => onChange(field.name, event.target.value)} />
    case 'select':
      return <Select {...common} options={field.options ?? []} placeholder={field.placeholder} autoComplete={field.autoComplete} onChange={(event) => onChange(field.name, event.target.value)} />
    default:
      return <Input {...common} type={field.kind} autoComplete={field.autoComplete} onChange={(event) => onChange(field.name, event.target.value)} />
  }
}

function ThankYou({ success, level }: { success: LeadFormProps['success']; level: 2 | 3 | 4 }) {
  const panel = useRef<HTMLDivElement>(null)
  // The form the visitor was in is gone; focus goes to what replaced it so it is read out.
  useEffect(() => panel.current?.focus(), [])
  return (
    <div ref={panel} className={styles.success} tabIndex={-1}>
      <Heading level={level} size="medium">
        {success.heading}
      </Heading>
      <Text>{success.body}</Text>
      {success.download ? (
        <div>
          <ButtonLink href={success.download.href} icon="download">
            {success.download.label}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  )
}

/** Our own lead form (issue 9): controlled, so its owner keeps every value through every failure. */
export function LeadForm(props: LeadFormProps) {
  const { id, fields, values, errors, status, notice, honeypot } = props
  if (status === 'sent') return <ThankYou success={props.success} level={props.successHeadingLevel ?? 3} />

  const summaryItems = fields.flatMap((field) => {
    const text = errors[field.name]
    return text ? [{ href: `#${controlId(id, field.name)}` as const, text }] : []
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    props.onSubmit()
  }

  return (
    // noValidate: GOV.UK's summary and inline messages replace the browser's own bubbles.
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={props['aria-labelledby']} aria-busy={status === 'submitting'}>
      {notice ? (
        <ErrorSummary key={notice.attempt} title={notice.title} errors={summaryItems}>
          {notice.message}
        </ErrorSummary>
      ) : null}
      {fields.map((field) => (
        <FieldControl key={field.name} formId={id} field={field} value={values[field.name] ?? ''} error={errors[field.name]} onChange={props.onChange} />
      ))}
      {/* Hidden from people and assistive technology alike; only a bot reading the markup fills it in. */}
      <div className={visuallyHidden} aria-hidden="true">
        <label htmlFor={controlId(id, honeypot.name)}>{honeypot.label}</label>
        <input
          id={controlId(id, honeypot.name)}
          name={honeypot.name}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot.value}
          onChange={(event) => props.onHoneypotChange(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        {/* Not disabled while sending: a disabled button drops the focus it holds; repeat submits are ignored instead. */}
        <Button type="submit" size="large">
          {status === 'submitting' ? props.submittingLabel : props.submitLabel}
        </Button>
        <p role="status" className={styles.status}>
          {status === 'submitting' ? props.submittingStatus : ''}
        </p>
      </div>
    </form>
  )
}
