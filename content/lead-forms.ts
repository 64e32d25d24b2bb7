// Our own form for each embedded form (SPEC §4 "Lead forms"): its fields,
// GOV.UK-style error messages and success copy. Checked against leadFormSchema in
// content/forms.test.ts. Imported by the native form's lazy chunk, not by first load.
import { formatCount } from './numbers'
import type { LeadFormDefinition, LeadFormFieldDefinition } from './schema'
import type { FormKey } from './site'

const maxLengthMessage = (label: string, max: number) => `${label} must be ${formatCount(max)} characters or fewer`

function textField(name: string, label: string, autoComplete: string, required: boolean, requiredMessage: string, maxLength = 100): LeadFormFieldDefinition {
  return { name, kind: 'text', label, autoComplete, required, maxLength, messages: { required: requiredMessage, tooLong: maxLengthMessage(label, maxLength) } }
}

const firstName = textField('firstname', 'First name', 'given-name', true, 'Enter your first name')
const lastName = textField('lastname', 'Last name', 'family-name', true, 'Enter your last name')
const company = textField('company', 'Company or organization', 'organization', true, 'Enter the name of your company or organization', 200)
const jobTitle = (required: boolean) => textField('jobtitle', 'Job title', 'organization-title', required, 'Enter your job title')

const workEmail: LeadFormFieldDefinition = {
  name: 'email',
  kind: 'email',
  label: 'Work email',
  autoComplete: 'email',
  required: true,
  maxLength: 254,
  messages: {
    required: 'Enter your work email address',
    invalid: 'Enter an email address in the correct format, like name@company.com',
    tooLong: maxLengthMessage('Email address', 254),
  },
}

function message(label: string, hint: string, required: boolean, requiredMessage: string): LeadFormFieldDefinition {
  const maxLength = 2000
  return { name: 'message', kind: 'textarea', label, hint, required, maxLength, messages: { required: requiredMessage, tooLong: maxLengthMessage('Your message', maxLength) } }
}

const thankYou = {
  heading: 'Thank you, we have your details',
  body: 'Someone from the team will be in touch within one business day.',
}

/** Our own form for each embedded form; the field names are the embedded form's properties. */
export const leadForms = {
  shared: {
    fields: [
      firstName,
      lastName,
      workEmail,
      company,
      message('How can we help?', 'Tell us about your models, your environment and what you want to diagnose, repair or steer.', false, 'Tell us how we can help'),
    ],
    submitLabel: 'Send',
    success: thankYou,
  },
  financeWhitePaper: {
    fields: [
      firstName,
      lastName,
      workEmail,
      company,
      jobTitle(true),
      message('Which models are you responsible for?', 'For example credit, fraud or transaction-monitoring models.', false, 'Tell us which models you are responsible for'),
    ],
    submitLabel: 'Get the white paper',
    success: thankYou,
  },
  defenseWhitePaper: {
    fields: [
      firstName,
      lastName,
      workEmail,
      company,
      jobTitle(true),
      message('Which program or mission area is this for?', 'Do not include classified or controlled information.', false, 'Tell us which program or mission area this is for'),
    ],
    submitLabel: 'Get the white paper',
    success: thankYou,
  },
  demo: {
    fields: [
      firstName,
      lastName,
      workEmail,
      company,
      jobTitle(false),
      {
        name: 'model_type',
        kind: 'select',
        label: 'Which models should the demo focus on?',
        required: true,
        maxLength: 100,
        placeholder: 'Choose the closest',
        options: [
          { value: 'transformer', label: 'Transformers and large language models' },
          { value: 'cnn', label: 'CNNs and computer vision' },
          { value: 'rnn', label: 'RNNs and LSTMs' },
          { value: 'multimodal', label: 'Multimodal models' },
          { value: 'unsure', label: 'Not sure yet' },
        ],
        messages: { required: 'Select the models the demo should focus on', tooLong: maxLengthMessage('Your choice', 100) },
      },
      message('What would you like to see?', 'Describe your use case: the problem you want to find or fix, and the frameworks you use.', true, 'Tell us what you would like to see in the demo'),
    ],
    submitLabel: 'Request a demo',
    success: {
      heading: 'Thank you, your demo request is in',
      body: 'We will email you within one business day to find a time and tailor the walkthrough to your models.',
    },
  },
} satisfies Record<FormKey, LeadFormDefinition>
