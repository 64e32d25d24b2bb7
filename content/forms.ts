// Lead forms (SPEC §4 "Lead forms", §7, §8): the console messages of the embed
// loader, its timings, and our own form for each embedded one: its fields,
// GOV.UK-style error messages, success copy and the no-JavaScript notice.
// Checked against leadFormSchema in content/forms.test.ts.
import type { LeadFormDefinition, LeadFormFieldDefinition } from './schema'
import { site, type FormKey } from './site'

/**
 * SPEC §8: the only console output of the forms loader, logged verbatim with
 * console.error (an initialisation error is passed as the second argument).
 */
export const formsConsoleMessages = {
  scriptLoadFailed: 'Failed to load the forms script',
  createFailed: 'Error initializing or creating forms',
  apiUnavailable: 'Forms API not available',
} as const

export const formsTiming = {
  /** SPEC §7, §9: when the forms API is absent after the script loads, check again once after this wait. */
  apiRecheckMs: 100,
  /**
   * An embed that has not called back "ready" by now is treated as blocked and
   * our own form takes its place. The script and its form definition arrive in
   * about 2 s on Lighthouse's throttled mobile profile, so 4 s leaves a slow but
   * working embed room to finish, while a visitor whose proxy silently swallows
   * the request still gets a working form before giving up on the page.
   */
  embedReadyTimeoutMs: 4000,
  /** A submission that has not answered by now is aborted and reported as a timeout. */
  submitTimeoutMs: 10_000,
  /** A submit sooner than this after the form appeared is treated as a bot (no third-party captcha). */
  minimumFillMs: 3000,
} as const

const mailto = { label: `Email ${site.contactEmail}`, href: `mailto:${site.contactEmail}` } as const

/** Copy shared by every native lead form. */
export const leadFormCopy = {
  /** Shown in the form's place while the embed loads. */
  loading: 'Loading the form…',
  errorSummaryTitle: 'There is a problem',
  submittingLabel: 'Sending…',
  /** Read out by the form's status region while a submission is in flight. */
  submittingStatus: 'Sending your details',
  /** The form-level message when a submission fails for any reason but a field error. */
  failure: {
    title: 'Your details were not sent',
    reasons: {
      server: 'Something went wrong on our side.',
      timeout: 'Our form service took too long to answer.',
      network: 'We could not reach our form service. Your connection may be offline, or a browser setting may be blocking it.',
    },
    keptValues: 'Everything you entered is still in the form. Try again, or email the team directly.',
    link: mailto,
  },
  /** Shown when the form is sent faster than a person fills it in; the visitor can simply send again. */
  tooFast: {
    title: 'Check your details',
    body: 'That was quicker than we expected. Check your details, then send the form again.',
  },
  /** The label of the field only bots fill in; it is hidden from people and assistive technology. */
  honeypotLabel: 'Leave this field empty',
  /** On white-paper pages the thank-you offers the paper; the page passes its address and size. */
  downloadLabel: 'Download the white paper',
} as const

/** The document a white-paper page's thank-you offers: where it is served and how big it is. */
export interface LeadFormDownload {
  href: string
  bytes: number
}

/** The download link's text, naming the file's type and size so nobody follows it unawares. */
export function downloadLinkLabel({ bytes }: Pick<LeadFormDownload, 'bytes'>): string {
  return `${leadFormCopy.downloadLabel} (PDF, ${Math.max(1, Math.round(bytes / 1024))} KB)`
}

const maxLengthMessage = (label: string, max: number) => `${label} must be ${max.toLocaleString('en-US')} characters or fewer`

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

const noScriptBody = 'This form needs JavaScript, which is turned off or did not load in your browser.'

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
    noScript: {
      heading: 'Write to us',
      body: `${noScriptBody} Email the team instead: an engineer reads every message and replies within one business day. For a white paper, include its title and we will send you a copy.`,
      link: mailto,
    },
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
    noScript: {
      heading: 'Request the paper by email',
      body: `${noScriptBody} Email us with the title Accountable AI for Finance Leaders and we will send you a copy.`,
      link: mailto,
    },
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
    noScript: {
      heading: 'Request the paper by email',
      body: `${noScriptBody} Email us with the title Gain Tactical Advantage in Frontier AI and we will send you a copy.`,
      link: mailto,
    },
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
    noScript: {
      heading: 'Request a demo by email',
      body: `${noScriptBody} Email us which models and frameworks you work with and we will schedule your demo.`,
      link: mailto,
    },
  },
} satisfies Record<FormKey, LeadFormDefinition>
