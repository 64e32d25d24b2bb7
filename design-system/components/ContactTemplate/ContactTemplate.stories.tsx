import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { leadFormCopy, leadFormFallbacks } from '#content/forms'
import { leadForms } from '#content/lead-forms'
import { contactPage } from '#content/pages/contact'
import { jsEnabledAttribute } from '../../styles/js'
import { LeadForm } from '../LeadForm/LeadForm'
import { LeadFormSlot } from '../LeadForm/LeadFormSlot'
import { ContactTemplate, contactFormHeadingId, type ContactTemplateProps } from './ContactTemplate'

export default { title: 'Templates/Contact' } satisfies StoryDefault<ContactTemplateProps>

const { fields, submitLabel, success } = leadForms[contactPage.form.formKey]

/** Our own lead form in the slot, as a visitor gets it when the embedded form cannot serve; typing works, sending does nothing. */
function OwnLeadForm() {
  const [values, setValues] = useState<Record<string, string>>({})
  return (
    <LeadFormSlot id="contact-form" state="native" loadingLabel={leadFormCopy.loading} noScript={leadFormFallbacks[contactPage.form.formKey]}>
      <LeadForm
        id="contact-form-native"
        aria-labelledby={contactFormHeadingId}
        fields={fields}
        values={values}
        errors={{}}
        status="editing"
        submitLabel={submitLabel}
        submittingLabel={leadFormCopy.submittingLabel}
        submittingStatus={leadFormCopy.submittingStatus}
        honeypot={{ name: 'hp_homepage_url', label: leadFormCopy.honeypotLabel, value: '' }}
        success={success}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        onHoneypotChange={() => {}}
        onSubmit={() => {}}
      />
    </LeadFormSlot>
  )
}

/** The contact page with the site's copy; the shell marks JavaScript as running, which the slot's states need. */
export const WithOwnLeadForm: Story = () => (
  <div {...{ [jsEnabledAttribute]: '' }}>
    <ContactTemplate {...contactPage} leadForm={<OwnLeadForm />} />
  </div>
)
