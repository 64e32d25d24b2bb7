import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { jsEnabledAttribute } from '../../styles/js'
import { sampleLeadFormCopy, sampleLeadForms, sampleNoScript } from '../LeadForm/fixtures'
import { LeadForm } from '../LeadForm/LeadForm'
import { LeadFormSlot } from '../LeadForm/LeadFormSlot'
import { ContactTemplate, contactFormHeadingId, type ContactTemplateProps } from './ContactTemplate'
import { sampleContactPage } from './fixtures'

export default { title: 'Templates/Contact' } satisfies StoryDefault<ContactTemplateProps>

const { fields, submitLabel, success } = sampleLeadForms.shared

/** Our own lead form in the slot, as a visitor gets it when the embedded form cannot serve; typing works, sending does nothing. */
function OwnLeadForm() {
  const [values, setValues] = useState<Record<string, string>>({})
  return (
    <LeadFormSlot id="contact-form" state="native" loadingLabel={sampleLeadFormCopy.loading} noScript={sampleNoScript}>
      <LeadForm
        id="contact-form-native"
        aria-labelledby={contactFormHeadingId}
        fields={fields}
        values={values}
        errors={{}}
        status="editing"
        submitLabel={submitLabel}
        submittingLabel={sampleLeadFormCopy.submittingLabel}
        submittingStatus={sampleLeadFormCopy.submittingStatus}
        honeypot={{ name: 'hp_homepage_url', label: sampleLeadFormCopy.honeypotLabel, value: '' }}
        success={success}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        onHoneypotChange={() => {}}
        onSubmit={() => {}}
      />
    </LeadFormSlot>
  )
}

/** The contact page with its copy; the shell marks JavaScript as running, which the slot's states need. */
export const WithOwnLeadForm: Story = () => (
  <div {...{ [jsEnabledAttribute]: '' }}>
    <ContactTemplate {...sampleContactPage} leadForm={<OwnLeadForm />} />
  </div>
)
WithOwnLeadForm.meta = { responsive: true }
