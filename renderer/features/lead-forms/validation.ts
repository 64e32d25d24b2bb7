// GOV.UK's validation pattern for our own lead form: one message per field,
// in the field's own words from content/forms.ts.
import type { LeadFormFieldDefinition } from '#content/schema'

/** Field name to the value typed; a field never touched is absent. */
export type LeadFormValues = Readonly<Record<string, string>>
/** Field name to the message shown on it. */
export type LeadFormErrors = Readonly<Record<string, string>>

// Deliberately loose: the browser's own email check would reject addresses that
// mail servers accept, and the forms API runs its own check (INVALID_EMAIL).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function fieldValue(values: LeadFormValues, name: string): string {
  return (values[name] ?? '').trim()
}

function validateField(field: LeadFormFieldDefinition, values: LeadFormValues): string | undefined {
  const value = fieldValue(values, field.name)
  if (value === '') return field.required ? field.messages.required : undefined
  if (value.length > field.maxLength) return field.messages.tooLong
  if (field.kind === 'email' && !emailPattern.test(value)) return field.messages.invalid
  if (field.options && !field.options.some((option) => option.value === value)) return field.messages.required
  return undefined
}

/** Every field's error, in the order of the fields: the order the error summary lists them. */
export function validateLeadForm(fields: readonly LeadFormFieldDefinition[], values: LeadFormValues): LeadFormErrors {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    const message = validateField(field, values)
    if (message) errors[field.name] = message
  }
  return errors
}

/** The errors the forms API reports on a field, and the message each one shows. */
export const apiFieldErrorTypes = ['INVALID_EMAIL', 'REQUIRED_FIELD'] as const
export type ApiFieldErrorType = (typeof apiFieldErrorTypes)[number]

export function messageForApiError(field: LeadFormFieldDefinition, type: ApiFieldErrorType): string {
  return type === 'INVALID_EMAIL' ? (field.messages.invalid ?? field.messages.required) : field.messages.required
}
