import { consentStorageKeys } from './consent-policy'
import type { CookieCategory, LinkItem } from './schema'
import { site } from './site'

// Each category as the banner's customize view shows it. The banner's chunk, part of every first visit, imports
// only these and the banner's copy; the preference center's provider, cookie tables and strings stay out of it.
const functional = {
  id: 'functional',
  title: 'Functional Cookies',
  description:
    'Essential for the website to work. They remember the cookie choices you make here so that we respect them on every page and do not ask again on each visit. They collect no analytics and cannot be switched off.',
  required: true,
} as const

const analytics = {
  id: 'analytics',
  title: 'Analytics Cookies',
  description:
    'Help us understand, in aggregate, which pages are read, how visitors find us and where the site can be improved. They are on by default; turning them off stops page-view measurement and deletes the analytics cookies already set.',
  required: false,
} as const

const marketing = {
  id: 'marketing',
  title: 'Security Cookies',
  description:
    'Protect our contact, demo and white-paper forms from spam and automated abuse by helping tell people apart from bots. They are off unless you turn them on.',
  required: false,
} as const

export const cookieCategorySummaries = [functional, analytics, marketing] as const

/** Each category in full, as the preference center lists it. */
export const cookieCategories: readonly CookieCategory[] = [
  {
    ...functional,
    provider: `${site.brand} (first party)`,
    cookies: [
      {
        name: consentStorageKeys.consent,
        purpose: 'Records that you have answered the cookie banner, so it is not shown again on later visits.',
        expiration: 'Persistent (local storage)',
      },
      {
        name: consentStorageKeys.preferences,
        purpose: 'Stores which cookie categories you have allowed, so your choices apply on every page and visit.',
        expiration: 'Persistent (local storage)',
      },
    ],
  },
  {
    ...analytics,
    provider: 'Google Analytics',
    cookies: [
      {
        name: '_ga',
        purpose: 'Distinguishes unique visitors with a randomly generated identifier so that visits and page views can be counted.',
        expiration: '2 years',
      },
      {
        name: '_ga_*',
        purpose: 'Keeps session state for our analytics property, such as when a visit started and how many pages it included.',
        expiration: '1 year',
      },
    ],
  },
  {
    ...marketing,
    provider: 'Google reCAPTCHA',
    cookies: [
      {
        name: 'rc::c',
        purpose: 'Helps distinguish human visitors from automated traffic during the current browsing session.',
        expiration: 'Session',
      },
      {
        name: 'rc::a',
        purpose: 'Helps detect and block bots and abusive traffic over repeated visits by scoring interaction signals.',
        expiration: 'Persistent',
      },
    ],
  },
]

export interface CookieToast {
  title: string
  description: string
}

/**
 * Running text with inline links: the design system's RichInline (RichText/tree.ts), narrowed to
 * what this copy uses. Content does not import the design system; the banner and the preference
 * center check the fit where they pass the copy in.
 */
export type InlineCopy = readonly ({ type: 'text'; text: string } | { type: 'link'; href: string; children: readonly [{ type: 'text'; text: string }] })[]

const text = (value: string) => ({ type: 'text', text: value }) as const
const link = ({ label, href }: LinkItem) => ({ type: 'link', href, children: [text(label)] }) as const

export interface CookieCopy {
  /**
   * The banner's strings. Their shape is the design system's CookieBannerCopy (CookieBanner.tsx, with what each
   * string is for); renderer/features/consent/ConsentBannerView.tsx passes this in, which is where TypeScript checks it.
   */
  banner: object
  preferenceCenter: {
    heading: string
    intro: InlineCopy
    /** Precedes the date the cookie policy last changed. */
    policyUpdated: string
    /** Precedes a category's title in its switch label ("Allow Analytics Cookies"). */
    allowLabel: string
    /** Names the group of the four actions. */
    actionsLabel: string
    providerLabel: string
    /** Accessible caption for each category's cookie table. */
    tableCaption: string
    badges: { required: string; enabled: string; disabled: string }
    actions: {
      acceptAll: string
      rejectNonEssential: string
      /** Used while the draft differs from the saved preferences. */
      savePreferences: string
      /** Used while the draft equals the saved preferences. */
      saveCurrentSettings: string
      reset: string
    }
    tableHeaders: { name: string; purpose: string; expiration: string }
  }
  toasts: {
    saved: CookieToast
    acceptedAll: CookieToast
    rejectedNonEssential: CookieToast
  }
}

/** The banner's strings, apart from the rest so that its chunk carries only these. */
export const cookieBannerCopy = {
  label: 'Cookie consent',
  title: 'We use cookies',
  // What is stored, in a paragraph of its own: one long paragraph appearing 1 s late would be a page's largest paint.
  intro:
    'We use functional storage to remember your choices, analytics cookies to learn which content is useful, and optional security cookies to keep our forms free of spam.',
  body: [
    text('Review or change your choices at any time in '),
    link({ label: 'Cookie Preferences', href: '/opt-out-preferences' }),
    text(', and read our '),
    link({ label: 'Privacy Policy', href: '/privacy-policy' }),
    text(' to learn more.'),
  ],
  customizeTitle: 'Customize cookies',
  customizeIntro: 'Choose which optional cookies we may use. Functional storage is always on because the site needs it to remember this choice.',
  closeLabel: 'Close cookie banner',
  alwaysOn: 'Always on',
  analyticsOnNotice: 'Analytics is on unless you turn it off.',
  gpcNotice:
    'Your browser sent a Global Privacy Control signal, so analytics and security cookies are off. You can still turn them on under Customize.',
  switchesUnavailable: 'The switches could not be loaded. Accept All still works, and Cookie Preferences, linked in the footer, offers every choice.',
  buttons: {
    acknowledge: 'OK Got It',
    rejectAll: 'Reject All',
    customize: 'Customize',
    savePreferences: 'Save Preferences',
    acceptAll: 'Accept All',
    back: 'Back',
  },
} as const

export const cookieCopy = {
  banner: cookieBannerCopy,
  preferenceCenter: {
    heading: 'Cookie Preferences',
    intro: [
      text(
        'Decide which cookies this website may use. Functional storage is required; analytics and security cookies are optional and can be changed at any time. Your choices are saved in this browser only. For details of how we handle personal information, see our ',
      ),
      link({ label: 'Privacy Policy', href: '/privacy-policy' }),
      text('.'),
    ],
    policyUpdated: 'Cookie policy last updated',
    allowLabel: 'Allow',
    actionsLabel: 'Your cookie choices',
    providerLabel: 'Provider',
    tableCaption: 'Cookies in this category',
    badges: { required: 'Required', enabled: 'Enabled', disabled: 'Disabled' },
    actions: {
      acceptAll: 'Accept All',
      rejectNonEssential: 'Reject Non-Essential',
      savePreferences: 'Save Preferences',
      saveCurrentSettings: 'Save Current Settings',
      reset: 'Reset & Show Cookie Banner',
    },
    tableHeaders: { name: 'Name', purpose: 'Purpose', expiration: 'Expiration' },
  },
  toasts: {
    saved: { title: 'Preferences Saved', description: 'Your cookie preferences have been updated successfully.' },
    acceptedAll: { title: 'All Cookies Accepted', description: 'You have accepted all cookie categories.' },
    rejectedNonEssential: { title: 'Non-Essential Cookies Rejected', description: 'Only functional cookies will be used.' },
  },
} as const satisfies CookieCopy
