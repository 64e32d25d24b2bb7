import { analyticsCookiesClearedOnOptOut, consentStorageKeys } from '../consent-policy'
import { cookieCategories, cookieCopy } from '../cookies'
import type { LegalDocument } from '../schema'
import { site } from '../site'

// Sections are Markdown; joining blocks here keeps the source indented without
// the indentation turning into Markdown code blocks.
const md = (...blocks: string[]) => blocks.join('\n\n')
const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n')
const code = (name: string) => `\`${name}\``

const mailto = `[${site.contactEmail}](mailto:${site.contactEmail})`
const { buttons } = cookieCopy.banner
const { actions } = cookieCopy.preferenceCenter

// Built from the same data as the preference center so the policy cannot drift
// from the tables shown beside it.
const categoryList = list(
  ...cookieCategories.map((category) => {
    const names = category.cookies.map((cookie) => `${code(cookie.name)}, ${cookie.expiration.toLowerCase()}`).join('; ')
    const status = category.required ? 'always on' : 'optional'
    return `**${category.title}**: ${status}, provided by ${category.provider}. ${category.description} Entries and expiration: ${names}.`
  }),
)

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  lastUpdated: '2025-02-04',
  intro: md(
    `This Cookie Policy explains how ${site.legalName} uses cookies and similar browser storage on ${site.origin}, what each category does and how you can change your choices. It supplements our [Privacy Policy](/privacy-policy).`,
  ),
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What Cookies Are',
      body: md(
        'Cookies are small text files that a website places in your browser so that it can recognize your browser on later requests. Local storage is a similar mechanism that keeps small pieces of data in your browser but, unlike a cookie, is never sent to a server automatically.',
        'Cookies set by the website you are visiting are first-party cookies; cookies set by another service whose code runs on the page, such as an analytics or spam-prevention provider, are third-party cookies. Session cookies are deleted when you close your browser; persistent cookies remain until they expire or you delete them.',
      ),
    },
    {
      id: 'cookie-categories',
      heading: 'The Cookies We Use',
      body: md(
        'We keep the number of cookies on this website small and group them into three categories:',
        categoryList,
        `The full tables, with the purpose of each entry, are on the [Cookie Preferences](/opt-out-preferences) page. We do not use advertising or cross-site tracking cookies.`,
      ),
    },
    {
      id: 'local-storage-and-consent',
      heading: 'How We Remember Your Choices',
      body: md(
        `Your consent is recorded in your browser's local storage rather than on our servers, under two keys: ${code(consentStorageKeys.consent)}, which notes that you have answered the cookie banner, and ${code(consentStorageKeys.preferences)}, which stores the categories you allowed. Because these entries never leave your browser, your choices apply only to the browser and device on which you made them.`,
        'On your first visit, analytics cookies are active by default and the cookie banner appears after a short delay. On later visits we restore your saved choices, keep analytics switched off if you turned it off, and do not show the banner again. If you clear your browser storage, use a private window or switch devices, we will ask again.',
      ),
    },
    {
      id: 'managing-your-choices',
      heading: 'Changing Your Choices',
      body: md(
        'You can change your mind at any time:',
        list(
          `In the cookie banner, choose **${buttons.acknowledge}** to accept the default settings, **${buttons.rejectAll}** to switch off every optional category, or **${buttons.customize}** to set each category yourself.`,
          `On the [Cookie Preferences](/opt-out-preferences) page, switch analytics and security cookies on or off, then choose **${actions.savePreferences}**; or use **${actions.acceptAll}** or **${actions.rejectNonEssential}**.`,
          `Choose **${actions.reset}** on the same page to clear your saved choices, restore the defaults and see the banner again.`,
        ),
        `When you turn analytics off, we stop sending page-view data, discard any measurement waiting to be sent and delete the analytics cookies already in your browser (${analyticsCookiesClearedOnOptOut.map(code).join(', ')}).`,
        'You can also block or delete cookies through your browser settings. Blocking functional storage does not stop the website from working, but it cannot then remember your choices.',
      ),
    },
    {
      id: 'third-party-services',
      heading: 'Third-Party Services',
      body: md(
        'Analytics and security cookies are set by Google as our service provider, and their use of the information is also governed by Google\'s own terms and privacy policy. Pages with embedded forms load them from our marketing-forms provider, and the About page embeds a video player from a video host; those providers handle the data they receive under their own policies. Links that open an external scheduling page, a cloud marketplace or a partner website take you to services whose cookies we do not control.',
      ),
    },
    {
      id: 'updates-and-contact',
      heading: 'Updates and Contact',
      body: md(
        'We will update this policy when the cookies we use or the way we use them change, and revise the "Last updated" date above.',
        `Questions about cookies or this policy are welcome at ${mailto}.`,
      ),
    },
  ],
}
