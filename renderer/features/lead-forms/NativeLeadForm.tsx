import { LeadForm } from '#design-system'
import { useLeadForm, type UseLeadFormOptions } from './useLeadForm'

export interface NativeLeadFormProps extends UseLeadFormOptions {
  /** The id of the heading that names the form. */
  'aria-labelledby'?: string
  successHeadingLevel?: 2 | 3 | 4
}

/** Our own lead form, wired to the Forms Submission API. Loaded only when an embed cannot serve. */
export function NativeLeadForm({ 'aria-labelledby': labelledBy, successHeadingLevel, ...options }: NativeLeadFormProps) {
  return <LeadForm {...useLeadForm(options)} aria-labelledby={labelledBy} successHeadingLevel={successHeadingLevel} />
}
