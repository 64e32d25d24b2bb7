import { lazy, Suspense } from 'react'
import { leadFormCopy, leadForms } from '../../content/forms'
import { LeadFormSlot, type LeadFormSlotState } from '../../design-system'
import type { NativeLeadFormProps } from './NativeLeadForm'
import type { EmbedStatus } from './useEmbeddedForms'

// Its own chunk: most visitors get the embed and never download our form.
const NativeLeadForm = lazy(() => import('./NativeLeadForm').then((module) => ({ default: module.NativeLeadForm })))

export interface EmbeddedLeadFormProps extends Omit<NativeLeadFormProps, 'analyticsConsent'> {
  /** This container's status from the page's useEmbeddedForms. */
  status: EmbedStatus
}

const slotState: Record<EmbedStatus, LeadFormSlotState> = { pending: 'loading', ready: 'embedded', fallback: 'native' }

/**
 * A lead form as a page places it: the embedded form while it loads and works,
 * our own form when it cannot serve, the e-mail notice without JavaScript.
 */
export function EmbeddedLeadForm({ status, ...form }: EmbeddedLeadFormProps) {
  return (
    <LeadFormSlot id={form.id} state={slotState[status]} loadingLabel={leadFormCopy.loading} noScript={leadForms[form.formKey].noScript}>
      <Suspense fallback={<p>{leadFormCopy.loading}</p>}>
        {/* No consent store reaches this form yet, so the tracking cookie is never sent: SPEC §4 sends it only with analytics consent. */}
        <NativeLeadForm {...form} analyticsConsent={false} />
      </Suspense>
    </LeadFormSlot>
  )
}
