// The accessibility statement (/accessibility) and the inventory of automated checks it lists.
// The audit (tests/a11y/audit/) runs exactly the checks of `auditChecks`, keyed by id, so the
// statement's list and what CI runs cannot drift apart.
import { site } from './site'

/** The standard the site is built and tested against. */
export const conformanceTarget = 'WCAG 2.2 Level AA'

/** When the statement and the checks were last reviewed by hand: a content date, not the build's. */
export const lastReviewed = '2026-11-26'

export interface AutomatedCheck {
  /** The audit's key for its implementation. */
  id: string
  name: string
  /** WCAG success criteria the check covers, number and name. */
  criteria: readonly string[]
  /** What passes, in one sentence. */
  passes: string
  /** What it runs on: each audited page, or each design-system story (where every component state is shown). */
  scope: 'page' | 'story'
}

/** The audit's own checks, beyond axe: `npm run audit:a11y` runs each on every page it visits. */
export const auditChecks = [
  {
    id: 'keyboard-walk',
    name: 'Keyboard walk',
    criteria: ['2.1.2 No Keyboard Trap', '2.4.7 Focus Visible', '2.4.11 Focus Not Obscured (Minimum)'],
    passes:
      'Tab reaches every stop and leaves the page; each focused element looks different from its unfocused self by at least 3:1 contrast over a band at least 2 px wide, and is not entirely covered by the header, the cookie banner or anything else.',
    scope: 'page',
  },
  {
    id: 'keyboard-states',
    name: 'Keyboard walk in interactive states',
    criteria: ['2.1.2 No Keyboard Trap', '2.4.7 Focus Visible', '2.4.11 Focus Not Obscured (Minimum)'],
    passes:
      'With the mobile menu open, each expandable card and accordion item open, and the cookie banner\'s Customize view shown, each opened with Enter: Tab and Shift+Tab both get back out of the open part, and each stop inside has a visible focus indicator and is not entirely covered.',
    scope: 'page',
  },
  {
    id: 'target-size',
    name: 'Target size',
    criteria: ['2.5.8 Target Size (Minimum)'],
    passes:
      'Every link and control is at least 24 by 24 px, or a 24 px circle centred on it overlaps no other target; only links inside a sentence are exempt, and a target something else covers at its centre is left to the keyboard walk, which finds it covered.',
    scope: 'page',
  },
  {
    id: 'label-in-name',
    name: 'Label in name',
    criteria: ['2.5.3 Label in Name'],
    passes: 'Every link and button whose accessible name differs from its visible text contains that text.',
    scope: 'page',
  },
  {
    id: 'reflow',
    name: 'Reflow at 320 px',
    criteria: ['1.4.10 Reflow'],
    passes: 'At 320 px wide the page never scrolls sideways; only code blocks and tables scroll inside their own box.',
    scope: 'page',
  },
  {
    id: 'text-spacing',
    name: 'Text spacing',
    criteria: ['1.4.12 Text Spacing'],
    passes:
      'Applies line height 1.5, paragraph spacing 2em, letter spacing 0.12em and word spacing 0.16em, and finds no text that starts to be clipped once they apply (text a box hid before, such as a carousel\'s off-screen slides, is not counted); the blog cards\' two-line titles and three-line descriptions, whose full text is one click away, are the only exceptions.',
    scope: 'page',
  },
  {
    id: 'resize-text',
    name: 'Resize text',
    criteria: ['1.4.4 Resize Text'],
    passes:
      'With the browser\'s default font size at 32 px (text at 200%, not zoom), body text doubles, no text starts to be clipped, and the keyboard walk above still passes.',
    scope: 'page',
  },
  {
    id: 'reduced-motion',
    name: 'Reduced motion',
    criteria: ['2.3.3 Animation from Interactions'],
    passes:
      'With reduced motion requested, no animation or transition runs (document.getAnimations(), read on every frame from before the page\'s scripts run, through scrolling, the keyboard walks and every card opened, stays empty).',
    scope: 'page',
  },
  {
    id: 'forced-colors',
    name: 'Forced colours',
    criteria: ['1.4.11 Non-text Contrast', '2.4.7 Focus Visible'],
    passes:
      'With forced colours on (as Windows High Contrast sets them), every control in every design-system story keeps a visible boundary on all four sides, and every control the keyboard reaches still shows a visible focus indicator.',
    scope: 'story',
  },
] as const satisfies readonly AutomatedCheck[]

export type AuditCheckId = (typeof auditChecks)[number]['id']
/** The checks the audit runs on each page (on the route scans' loads, tests/a11y/routes.spec.ts); the others run on the stories. */
export type PageAuditCheckId = Extract<(typeof auditChecks)[number], { scope: 'page' }>['id']

/** The other automated suites, which run beside the audit. */
export const otherAutomatedChecks: readonly { name: string; passes: string }[] = [
  {
    name: 'axe',
    passes: 'Zero WCAG 2.0, 2.1 and 2.2 A and AA violations on every route, with the cookie banner and without, and on every design-system story.',
  },
  {
    name: 'Alfa',
    passes:
      'Zero WCAG A and AA failures from Siteimprove\'s Alfa, an implementation of the W3C\'s ACT rules: with every change on one page of each kind at 390 and 1280 px, with the cookie banner and without, and in the full audit before a change is accepted on every page. WCAG\'s guidance on target size leaves out a link while the banner partly covers it, and so does this check. Alfa\'s AAA findings are counted and reported, not yet fixed.',
  },
  { name: 'Nu HTML Checker', passes: 'Every built page is valid HTML.' },
  { name: 'Visual snapshots', passes: 'Every route and story looks as reviewed, at 390 and 1280 px.' },
  { name: 'Without JavaScript', passes: 'Every page is pre-rendered and readable with JavaScript off.' },
  {
    name: 'Screen-reader journeys',
    passes:
      'A virtual screen reader reads the cookie banner, the mobile menu, an expandable card, the cookie preference messages and a contact form sent wrongly and then rightly, and hears every control\'s role, name and state and every status message as expected (WCAG 4.1.2 Name, Role, Value and 4.1.3 Status Messages).',
  },
  { name: 'Lighthouse', passes: 'An accessibility score of 100 on every route (npm run bench).' },
]

export interface ManualCheck {
  date: string
  /** What was done, with which tools, and what it found. */
  summary: string
}

/** Newest first. Checks with a real screen reader are recorded here as they happen. */
export const manualChecks: readonly ManualCheck[] = [
  {
    date: '2026-11-26',
    summary:
      'Keyboard only (Tab, Enter), in Chromium on a 390 × 844 screen with the browser\'s default text size at 32 px (text at 200%), as a first-time visitor on the blog listing, looking at the screen after each key: Tab stops 1 to 4 are the cookie banner\'s close button, OK Got It, Reject All and Customize, each with a visible ring; the banner takes half the screen and scrolls inside itself; Enter on Customize moves focus to the first switch, Tab goes on through the switches, Save Preferences, Accept All and Back, each ringed and in view, and then leaves the banner for the page\'s skip link. Found: at this text size the banner\'s button labels break inside words ("Rejec t All").',
  },
  {
    date: '2026-11-24',
    summary:
      'Keyboard only (Tab, Shift+Tab, Enter), in Chromium on a 390 × 844 screen as a first-time visitor, key by key: the cookie banner is reached within two Tab stops from the top of the page, its buttons work with Enter, and while it is shown the footer\'s links can be tabbed to and sit fully above it.',
  },
  {
    date: '2026-11-24',
    summary:
      'Accessibility tree of the blog listing and the white-paper listing (Chromium): each card is one link, named by its visible call to action followed by the title ("Read More …", "Download White Paper …").',
  },
]

export const accessibilityStatement = {
  heading: 'Accessibility Statement',
  intro: `${site.brand} wants everyone to be able to use this website, whatever device, browser or assistive technology they use. This statement says what we aim for, how we check it and where we still fall short.`,
  sections: {
    target: {
      heading: 'Conformance target',
      body: `We aim to meet ${conformanceTarget} on every page of this website. We last reviewed this statement and the checks below on`,
    },
    manual: {
      heading: 'Checks by hand',
      intro: 'A dated record of what we checked ourselves, beyond the automated tests:',
    },
    automated: {
      heading: 'How the site is tested',
      intro:
        'These checks are automated. This list is generated from the test suite\'s own inventory when the site is built, so it names only checks that actually exist. Every change to the site runs each check\'s own test, which plants the defect the check looks for and makes sure it is caught; checks target size, label in name, reflow and text spacing on every page at 390 and 1280 px; runs every page check below on one page of each kind at 390 and 1280 px, as a first-time and as a returning visitor; runs the forced-colours check on every design-system story; and audits the page not found without JavaScript. Before a change is accepted, the whole audit below also runs on every page, at both widths, as a first-time and as a returning visitor: it takes longer than our per-change test run allows.',
      auditIntro:
        'Our own audit, for what axe cannot judge, run on the pages at 390 and 1280 px as a first-time and a returning visitor, and on the design-system stories:',
      otherIntro: 'Alongside it:',
    },
    notCovered: {
      heading: 'What automation does not cover',
      items: [
        'Whether text alternatives, headings and link texts are meaningful, rather than merely present.',
        'How the site sounds in real screen readers (NVDA, JAWS, VoiceOver, TalkBack) and works with speech input and switch access.',
        'Whether the reading and focus order make sense to a person, beyond there being one.',
        'Content in the videos and PDF documents, and pages of other websites we link to.',
      ],
    },
    limitations: {
      heading: 'Known limitations',
      items: [
        'The contact, demo and white-paper forms are embedded from a third-party forms service. We style them and test our own fallback form, but we do not control the embedded form\'s markup, its error messages or its focus handling.',
        'The overview video on the About page is played by a third-party player, whose controls we do not control.',
        'With text at 200% on a phone, the cookie banner\'s button labels break inside words; they stay readable and operable.',
        'No check with a real screen reader has been recorded yet; the record above will say when one has.',
      ],
    },
    contact: {
      heading: 'Report a problem',
      body: 'If something on this website is hard or impossible for you to use, please tell us at',
      after: 'Please say which page it was and what happened.',
      email: site.pressEmail,
    },
  },
} as const
