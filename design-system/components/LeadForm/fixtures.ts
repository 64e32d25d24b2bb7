import type { LeadFormField, LeadFormProps } from './LeadForm'
import type { LeadFormSlotProps } from './LeadFormSlot'

/** A field with the messages the stories show under it. */
interface SampleField extends LeadFormField {
  messages: { required: string; invalid?: string }
}

export interface SampleLeadForm {
  fields: readonly SampleField[]
  submitLabel: string
  success: LeadFormProps['success']
}

/** The contact form, a white paper's and the demo request's, as the stories show them. */
export const sampleLeadForms = {
  shared: {
    fields: [
      {
        name: 'firstname',
        kind: 'text',
        label: 'First name',
        autoComplete: 'given-name',
        required: true,
        messages: { required: 'Enter your first name' },
      },
      {
        name: 'lastname',
        kind: 'text',
        label: 'Last name',
        autoComplete: 'family-name',
        required: true,
        messages: { required: 'Enter your last name' },
      },
      {
        name: 'email',
        kind: 'email',
        label: 'Work email',
        autoComplete: 'email',
        required: true,
        messages: { required: 'Enter your work email address', invalid: 'Enter an email address in the correct format, like name@company.com' },
      },
      {
        name: 'company',
        kind: 'text',
        label: 'Company or organization',
        autoComplete: 'organization',
        required: true,
        messages: { required: 'Enter the name of your company or organization' },
      },
      {
        name: 'message',
        kind: 'textarea',
        label: 'How can we help?',
        hint: 'Tell us about your models, your environment and what you want to diagnose, repair or steer.',
        required: false,
        messages: { required: 'Tell us how we can help' },
      },
    ],
    submitLabel: 'Send',
    success: { heading: 'Thank you, we have your details', body: 'Someone from the team will be in touch within one business day.' },
  },
  financeWhitePaper: {
    fields: [
      {
        name: 'firstname',
        kind: 'text',
        label: 'First name',
        autoComplete: 'given-name',
        required: true,
        messages: { required: 'Enter your first name' },
      },
      {
        name: 'lastname',
        kind: 'text',
        label: 'Last name',
        autoComplete: 'family-name',
        required: true,
        messages: { required: 'Enter your last name' },
      },
      {
        name: 'email',
        kind: 'email',
        label: 'Work email',
        autoComplete: 'email',
        required: true,
        messages: { required: 'Enter your work email address', invalid: 'Enter an email address in the correct format, like name@company.com' },
      },
      {
        name: 'company',
        kind: 'text',
        label: 'Company or organization',
        autoComplete: 'organization',
        required: true,
        messages: { required: 'Enter the name of your company or organization' },
      },
      {
        name: 'jobtitle',
        kind: 'text',
        label: 'Job title',
        autoComplete: 'organization-title',
        required: true,
        messages: { required: 'Enter your job title' },
      },
      {
        name: 'message',
        kind: 'textarea',
        label: 'Which models are you responsible for?',
        hint: 'For example credit, fraud or transaction-monitoring models.',
        required: false,
        messages: { required: 'Tell us which models you are responsible for' },
      },
    ],
    submitLabel: 'Get the white paper',
    success: { heading: 'Thank you, we have your details', body: 'Someone from the team will be in touch within one business day.' },
  },
  demo: {
    fields: [
      {
        name: 'firstname',
        kind: 'text',
        label: 'First name',
        autoComplete: 'given-name',
        required: true,
        messages: { required: 'Enter your first name' },
      },
      {
        name: 'lastname',
        kind: 'text',
        label: 'Last name',
        autoComplete: 'family-name',
        required: true,
        messages: { required: 'Enter your last name' },
      },
      {
        name: 'email',
        kind: 'email',
        label: 'Work email',
        autoComplete: 'email',
        required: true,
        messages: { required: 'Enter your work email address', invalid: 'Enter an email address in the correct format, like name@company.com' },
      },
      {
        name: 'company',
        kind: 'text',
        label: 'Company or organization',
        autoComplete: 'organization',
        required: true,
        messages: { required: 'Enter the name of your company or organization' },
      },
      {
        name: 'jobtitle',
        kind: 'text',
        label: 'Job title',
        autoComplete: 'organization-title',
        required: false,
        messages: { required: 'Enter your job title' },
      },
      {
        name: 'model_type',
        kind: 'select',
        label: 'Which models should the demo focus on?',
        required: true,
        placeholder: 'Choose the closest',
        options: [
          { value: 'transformer', label: 'Transformers and large language models' },
          { value: 'cnn', label: 'CNNs and computer vision' },
          { value: 'rnn', label: 'RNNs and LSTMs' },
          { value: 'multimodal', label: 'Multimodal models' },
          { value: 'unsure', label: 'Not sure yet' },
        ],
        messages: { required: 'Select the models the demo should focus on' },
      },
      {
        name: 'message',
        kind: 'textarea',
        label: 'What would you like to see?',
        hint: 'Describe your use case: the problem you want to find or fix, and the frameworks you use.',
        required: true,
        messages: { required: 'Tell us what you would like to see in the demo' },
      },
    ],
    submitLabel: 'Request a demo',
    success: {
      heading: 'Thank you, your demo request is in',
      body: 'We will email you within one business day to find a time and tailor the walkthrough to your models.',
    },
  },
} satisfies Record<string, SampleLeadForm>

/** What the form and its slot say around the fields. */
export const sampleLeadFormCopy = {
  loading: 'Loading the form…',
  errorSummaryTitle: 'There is a problem',
  submittingLabel: 'Sending…',
  submittingStatus: 'Sending your details',
  failure: {
    title: 'Your details were not sent',
    reasons: {
      server: 'Something went wrong on our side.',
      timeout: 'Our form service took too long to answer.',
      network: 'We could not reach our form service. Your connection may be offline, or a browser setting may be blocking it.',
    },
    keptValues: 'Everything you entered is still in the form. Try again, or email the team directly.',
    link: { label: 'Email hello@tensorwright.example', href: 'mailto:hello@tensorwright.example' },
  },
  honeypotLabel: 'Leave this field empty',
} as const

/** What the slot shows without JavaScript. */
export const sampleNoScript = {
  heading: 'Write to us',
  body: 'This form needs JavaScript, which is turned off or did not load in your browser. Email the team instead: an engineer reads every message and replies within one business day. For a white paper, include its title and we will send you a copy.',
  link: { label: 'Email hello@tensorwright.example', href: 'mailto:hello@tensorwright.example' },
} satisfies LeadFormSlotProps['noScript']

/** A white paper's PDF as its page offers it (the size is typical of the build's files). */
export const samplePaperDownload = { href: '#download', label: 'Download the white paper (PDF, 11 KB)' }
