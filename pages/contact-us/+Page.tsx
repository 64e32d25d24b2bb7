// https://vike.dev/Page
import { ContactTemplate, contactFormHeadingId } from '#design-system'
import { EmbeddedLeadForm } from '#renderer/features/lead-forms/EmbeddedLeadForm'
import { useEmbeddedForms } from '#renderer/features/lead-forms/useEmbeddedForms'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

const formId = 'contact-form'

export default function Page() {
  const { urlPathname, data } = usePageContext()
  const { page } = data as Data
  const { form } = page
  const statuses = useEmbeddedForms([{ targetId: formId, formKey: form.formKey }], urlPathname)
  return (
    <ContactTemplate
      {...page}
      leadForm={<EmbeddedLeadForm id={formId} formKey={form.formKey} status={statuses[formId]!} aria-labelledby={contactFormHeadingId} />}
    />
  )
}
