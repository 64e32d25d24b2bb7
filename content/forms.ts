// Lead forms (SPEC §4 "Lead forms", §7, §8): the console messages of the embed
// loader, its timings, the copy every native form shares and each form's
// no-JavaScript notice. The native forms' fields live in ./lead-forms, which only
// the lazily loaded native form imports: most visitors get the embed and never need them.
import type { FormFallback } from './schema'
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

const noScriptBody = 'This form needs JavaScript, which is turned off or did not load in your browser.'

/** What each form's container shows without JavaScript: never an empty box. */
export const leadFormFallbacks = {
  shared: {
    heading: 'Write to us',
    body: `${noScriptBody} Email the team instead: an engineer reads every message and replies within one business day. For a white paper, include its title and we will send you a copy.`,
    link: mailto,
  },
  financeWhitePaper: {
    heading: 'Request the paper by email',
    body: `${noScriptBody} Email us with the title Accountable AI for Finance Leaders and we will send you a copy.`,
    link: mailto,
  },
  defenseWhitePaper: {
    heading: 'Request the paper by email',
    body: `${noScriptBody} Email us with the title Gain Tactical Advantage in Frontier AI and we will send you a copy.`,
    link: mailto,
  },
  demo: {
    heading: 'Request a demo by email',
    body: `${noScriptBody} Email us which models and frameworks you work with and we will schedule your demo.`,
    link: mailto,
  },
} satisfies Record<FormKey, FormFallback>
