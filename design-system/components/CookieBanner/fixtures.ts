import type { CookieBannerCategory, CookieBannerProps } from './CookieBanner'

/** A category as the preference center lists it: who sets its cookies, and each cookie's row. */
interface SampleCookieCategory extends CookieBannerCategory {
  provider: string
  cookies: readonly { name: string; purpose: string; expiration: string }[]
}

/** The banner's copy, as the stories show it. */
export const sampleBannerCopy = {
  label: 'Cookie consent',
  title: 'We use cookies',
  intro:
    'We use functional storage to remember your choices, analytics cookies to learn which content is useful, and optional security cookies to keep our forms free of spam.',
  body: [
    { type: 'text', text: 'Review or change your choices at any time in ' },
    { type: 'link', href: '/opt-out-preferences', children: [{ type: 'text', text: 'Cookie Preferences' }] },
    { type: 'text', text: ', and read our ' },
    { type: 'link', href: '/privacy-policy', children: [{ type: 'text', text: 'Privacy Policy' }] },
    { type: 'text', text: ' to learn more.' },
  ],
  customizeTitle: 'Customize cookies',
  customizeIntro: 'Choose which optional cookies we may use. Functional storage is always on because the site needs it to remember this choice.',
  closeLabel: 'Close cookie banner',
  alwaysOn: 'Always on',
  analyticsOnNotice: 'Analytics is on unless you turn it off.',
  gpcNotice:
    'Your browser sent a Global Privacy Control signal, so analytics and security cookies are off. You can still turn them on under Customize.',
  buttons: {
    acknowledge: 'OK Got It',
    rejectAll: 'Reject All',
    customize: 'Customize',
    savePreferences: 'Save Preferences',
    acceptAll: 'Accept All',
    back: 'Back',
  },
} satisfies CookieBannerProps['copy']

/** Each category in full: the banner shows its title and description, the preference center its provider and cookies too. */
export const sampleCookieCategories = [
  {
    id: 'functional',
    title: 'Functional Cookies',
    description:
      'Essential for the website to work. They remember the cookie choices you make here so that we respect them on every page and do not ask again on each visit. They collect no analytics and cannot be switched off.',
    required: true,
    provider: 'Tensorwright (first party)',
    cookies: [
      {
        name: 'tw-cookie-consent',
        purpose: 'Records that you have answered the cookie banner, so it is not shown again on later visits.',
        expiration: 'Persistent (local storage)',
      },
      {
        name: 'tw-cookie-preferences',
        purpose: 'Stores which cookie categories you have allowed, so your choices apply on every page and visit.',
        expiration: 'Persistent (local storage)',
      },
    ],
  },
  {
    id: 'analytics',
    title: 'Analytics Cookies',
    description:
      'Help us understand, in aggregate, which pages are read, how visitors find us and where the site can be improved. They are on by default; turning them off stops page-view measurement and deletes the analytics cookies already set.',
    required: false,
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
    id: 'marketing',
    title: 'Security Cookies',
    description:
      'Protect our contact, demo and white-paper forms from spam and automated abuse by helping tell people apart from bots. They are off unless you turn them on.',
    required: false,
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
] as const satisfies readonly SampleCookieCategory[]

/** The preference center's labels around each category. */
export const samplePreferenceLabels = {
  providerLabel: 'Provider',
  tableCaption: 'Cookies in this category',
  badges: { required: 'Required', enabled: 'Enabled', disabled: 'Disabled' },
  tableHeaders: { name: 'Name', purpose: 'Purpose', expiration: 'Expiration' },
} as const
