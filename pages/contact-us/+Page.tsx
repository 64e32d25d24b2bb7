// https://vike.dev/Page
import { contactPage } from '#content/pages/contact'
import { ContactTemplate, contactFormHeadingId } from '#design-system'
import { EmbeddedLeadForm } from '#renderer/features/lead-forms/EmbeddedLeadForm'
import { useEmbeddedForms } from '#renderer/features/lead-forms/useEmbeddedForms'
import { usePageContext } from '#renderer/usePageContext'

const formId = 'contact-form'

export default function Page() {
  const { form } = contactPage
  const { urlPathname } = usePageContext()
  const statuses = useEmbeddedForms([{ targetId: formId, formKey: form.formKey }], urlPathname)
  return (
    <ContactTemplate
      {...contactPage}
      leadForm={<EmbeddedLeadForm id={formId} formKey={form.formKey} status={statuses[formId]!} aria-labelledby={contactFormHeadingId} />}
    />
  )
}
