import { lazy, Suspense } from 'react'
import { downloadLinkLabel, leadFormCopy, leadFormFallbacks } from '#content/forms'
import { LeadFormSlot, type LeadFormSlotState } from '#design-system'
import { useConsent } from '../consent/useConsent'
import type { NativeLeadFormProps } from './NativeLeadForm'
import type { EmbedStatus } from './useEmbeddedForms'

// Its own chunk: most visitors get the embed and never download our form.
const NativeLeadForm = lazy(() => import('./NativeLeadForm').then((module) => ({ default: module.NativeLeadForm })))

export interface EmbeddedLeadFormProps extends Omit<NativeLeadFormProps, 'analyticsConsent'> {
  /** This container's status from the page's useEmbeddedForms. */
  status: EmbedStatus
}

const slotState: Record<EmbedStatus, LeadFormSlotState> = { pending: 'loading', ready: 'embedded', submitted: 'embedded', fallback: 'native' }

/**
 * A lead form as a page places it: the embedded form while it loads and works,
 * our own form when it cannot serve, the e-mail notice without JavaScript.
 * Given a `download` (white-paper pages), both forms offer it once sent: ours
 * in its thank-you, the embed under its own.
 */
export function EmbeddedLeadForm({ status, ...form }: EmbeddedLeadFormProps) {
  const { preferences } = useConsent()
  const sentDownload = status === 'submitted' && form.download ? { href: form.download.href, label: downloadLinkLabel(form.download) } : undefined
  return (
    <LeadFormSlot
      id={form.id}
      state={slotState[status]}
      loadingLabel={leadFormCopy.loading}
      noScript={leadFormFallbacks[form.formKey]}
      download={sentDownload}
    >
      <Suspense fallback={<p>{leadFormCopy.loading}</p>}>
        {/* SPEC §4: the tracking cookie goes with a lead only under analytics consent. */}
        <NativeLeadForm {...form} analyticsConsent={preferences.analytics} />
      </Suspense>
    </LeadFormSlot>
  )
}
