// @vitest-environment jsdom
// Screen-reader journeys (WCAG 4.1.2 Name, Role, Value; 4.1.3 Status Messages): the real components, read by
// @guidepup/virtual-screen-reader, which speaks each element as role, name, value, description and states from
// the accessibility tree a browser would build. Each journey asserts the exact phrases heard, so a lost name,
// a wrong role, a state that does not change or a message that is never announced fails it.
import { virtual } from '@guidepup/virtual-screen-reader'
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import type { PageContext } from 'vike/types'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { otherAutomatedChecks } from '#content/accessibility'
import { bannerDelayMs } from '#content/consent-policy'
import { formsTiming } from '#content/forms'
import { headerCta, primaryNavigation } from '#content/navigation'
import { solutions } from '#content/pages/solutions'
import { site } from '#content/site'
import { ExpandableCard, Header, LeadForm, useOpenIds } from '#design-system'
import { ConsentBanner } from '#renderer/features/consent/ConsentBanner'
import { createConsentStore } from '#renderer/features/consent/store'
import { NativeLeadForm, type NativeLeadFormProps } from '#renderer/features/lead-forms/NativeLeadForm'
import { useLeadForm } from '#renderer/features/lead-forms/useLeadForm'
import type { SearchEngine } from '#renderer/features/search/engine'
import SearchDialogContainer from '#renderer/features/search/SearchDialogContainer'
import { PageContextProvider } from '#renderer/usePageContext'
import PreferenceCenter from '../../../pages/opt-out-preferences/+Page'
import { data as preferenceCenterData } from '../../../pages/opt-out-preferences/+data'

/** Items a journey may read past to reach what it is looking for; more means the page changed shape. */
const maxSteps = 60

/** Moves the virtual cursor item by item until it speaks `phrase`, as a screen-reader user reads on. */
async function readUntil(phrase: string) {
  for (let step = 0; step < maxSteps; step += 1) {
    const last = await virtual.lastSpokenPhrase()
    if (last === phrase) return
    if (last === 'end of document') break
    await virtual.next()
  }
  throw new Error(`The screen reader never said "${phrase}"; it said:\n${(await virtual.spokenPhraseLog()).join('\n')}`)
}

/** The phrases spoken while `action` runs and until `settled` holds (for announcements that come later). */
async function heardDuring(action: () => Promise<void>, settled: (heard: string[]) => boolean = () => true) {
  const before = (await virtual.spokenPhraseLog()).length
  await action()
  const heard = async () => (await virtual.spokenPhraseLog()).slice(before)
  await vi.waitFor(async () => expect(settled(await heard())).toBe(true))
  return heard()
}

async function listen() {
  await virtual.start({ container: document.body })
}

beforeAll(async () => {
  // The banner's view is a chunk of its own; loaded here, as it is while the banner's delay runs.
  await import('#renderer/features/consent/ConsentBannerView')
  // jsdom computes no pseudo-element styles and logs "Not implemented" each time one is asked for; the screen
  // reader asks for ::before/::after content whenever it names an element from aria-labelledby. Unit tests load
  // no CSS, so there is no generated content to find: answer with the element's own style, silently.
  const elementStyle = window.getComputedStyle.bind(window)
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => elementStyle(element))
  // jsdom does not lay out, so it has no scrollIntoView, which the error summary's links call.
  HTMLElement.prototype.scrollIntoView = () => {}
  // jsdom has no modal dialogs (jsdom/jsdom#3294): opening one sets `open`, as the browser does; closing clears it.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
})
afterEach(async () => {
  await virtual.stop()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => {
  vi.restoreAllMocks()
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close
})

// --- The consent banner -------------------------------------------------------------------------------------

/** A first-time visitor's page: the banner as the layout mounts it, first, then the main content. */
async function showBanner() {
  vi.useFakeTimers()
  const store = createConsentStore({ storage: () => localStorage, globalPrivacyControl: () => false })
  render(
    <>
      <ConsentBanner store={store} focusAfterChoiceId="main-content" />
      <main id="main-content" tabIndex={-1}>
        <p>The page.</p>
      </main>
    </>,
  )
  await act(() => vi.advanceTimersByTimeAsync(bannerDelayMs))
  vi.useRealTimers()
}

async function consentBannerJourney() {
  await listen()
  await readUntil('end of region, Cookie consent')
  expect(await virtual.spokenPhraseLog()).toEqual([
    'document',
    'region, Cookie consent',
    'heading, We use cookies, level 2',
    'button, Close cookie banner',
    'paragraph',
    'We use functional storage to remember your choices, analytics cookies to learn which content is useful, and optional security cookies to keep our forms free of spam.',
    'end of paragraph',
    'paragraph',
    'Analytics is on unless you turn it off.',
    'end of paragraph',
    'button, OK Got It',
    'button, Reject All',
    'button, Customize',
    'paragraph',
    'Review or change your choices at any time in',
    'link, Cookie Preferences',
    ', and read our',
    'link, Privacy Policy',
    'to learn more.',
    'end of paragraph',
    'end of region, Cookie consent',
  ])

  // Customize moves focus to the first switch, which is announced; reading on lists the view's controls.
  await virtual.perform(virtual.commands.moveToPreviousLandmark)
  await readUntil('button, Customize')
  expect(await heardDuring(() => virtual.press('Enter'))).toEqual([
    'switch, Functional Cookies, Always on Essential for the website to work. They remember the cookie choices you make here so that we respect them on every page and do not ask again on each visit. They collect no analytics and cannot be switched off., checked, disabled',
  ])
  expect(await heardDuring(() => readUntil('end of region, Cookie consent'))).toEqual([
    'Analytics Cookies',
    'Help us understand, in aggregate, which pages are read, how visitors find us and where the site can be improved. They are on by default; turning them off stops page-view measurement and deletes the analytics cookies already set.',
    'switch, Analytics Cookies, Help us understand, in aggregate, which pages are read, how visitors find us and where the site can be improved. They are on by default; turning them off stops page-view measurement and deletes the analytics cookies already set., checked',
    'Security Cookies',
    'Protect our contact, demo and white-paper forms from spam and automated abuse by helping tell people apart from bots. They are off unless you turn them on.',
    'switch, Security Cookies, Protect our contact, demo and white-paper forms from spam and automated abuse by helping tell people apart from bots. They are off unless you turn them on., not checked',
    'end of group, Customize cookies',
    'button, Save Preferences',
    'button, Accept All',
    'button, Back',
    'end of region, Cookie consent',
  ])
  // Back returns focus to Customize; a choice hides the banner and hands focus to the main content.
  await virtual.previous()
  expect(await heardDuring(() => virtual.press('Enter'))).toEqual(['button, Customize'])
  await virtual.previous()
  expect(await virtual.lastSpokenPhrase()).toBe('button, Reject All')
  expect(await heardDuring(() => virtual.press('Enter'))).toEqual(['main'])
}

// --- The header's menu on a phone ---------------------------------------------------------------------------

async function mobileMenuJourney() {
  render(<Header brand={site.brand} items={primaryNavigation} cta={headerCta} currentPath="/solutions" />)
  await listen()
  await readUntil('navigation, Main')
  expect(await heardDuring(() => virtual.next())).toEqual(['button, Open menu, 1 control, not expanded'])
  expect(await heardDuring(() => virtual.press('Enter'))).toEqual(['button, Close menu, 1 control, expanded'])
  // Unit tests load no CSS, so the collapsed panel is in the tree here too: what the menu hides when closed is
  // the browser suites' to check (the audit's keyboard walk, tests/e2e). What is announced is this file's.
  await virtual.perform(virtual.commands.jumpToControlledElement)
  expect(await virtual.lastSpokenPhrase()).toBe('list')
  expect(await heardDuring(() => readUntil('end of list'))).toEqual([
    'listitem, level 1, position 1, set size 8',
    'link, Home',
    'end of listitem, level 1, position 1, set size 8',
    'listitem, level 1, position 2, set size 8',
    'link, Solutions, current page',
    'end of listitem, level 1, position 2, set size 8',
    'listitem, level 1, position 3, set size 8',
    'link, Industries',
    'end of listitem, level 1, position 3, set size 8',
    'listitem, level 1, position 4, set size 8',
    'link, Feed',
    'end of listitem, level 1, position 4, set size 8',
    'listitem, level 1, position 5, set size 8',
    'link, About',
    'end of listitem, level 1, position 5, set size 8',
    'listitem, level 1, position 6, set size 8',
    'link, White Papers',
    'end of listitem, level 1, position 6, set size 8',
    'listitem, level 1, position 7, set size 8',
    'link, Contact Us',
    'end of listitem, level 1, position 7, set size 8',
    'listitem, level 1, position 8, set size 8',
    'link, Get Started',
    'Get Started',
    'end of link, Get Started',
    'end of listitem, level 1, position 8, set size 8',
    'end of list',
  ])
  // Escape from inside the menu closes it and returns focus to the button, which now says so.
  await virtual.perform(virtual.commands.moveToPreviousLink)
  expect(await heardDuring(() => virtual.press('Escape'))).toEqual(['button, Open menu, 1 control, not expanded'])
}

// --- An expandable card ---------------------------------------------------------------------------------------

const tool = solutions.tools.items[0]!

/** A tool card as /solutions shows it: the page keeps the open ids. */
function ToolCard() {
  const { isOpen, toggle } = useOpenIds()
  return (
    <ExpandableCard
      id={tool.id}
      title={tool.title}
      summary={tool.summary}
      flag={tool.flag}
      expanded={isOpen(tool.id)}
      onToggle={() => toggle(tool.id)}
      moreLabel={solutions.tools.labels.expand}
      lessLabel={solutions.tools.labels.collapse}
    >
      <p>{tool.summary}</p>
    </ExpandableCard>
  )
}

async function expandableCardJourney() {
  render(<ToolCard />)
  await listen()
  await readUntil('button, Learn More: Direct Weight-Level Model Editing, 1 control, not expanded')
  expect(await heardDuring(() => virtual.press('Enter'))).toEqual(['button, Show Less: Direct Weight-Level Model Editing, 1 control, expanded'])
  // The button names what it controls; jumping there reads the details it opened.
  await virtual.perform(virtual.commands.jumpToControlledElement)
  expect(await heardDuring(() => readUntil('end of document'))).toEqual([tool.summary, 'end of paragraph', 'end of document'])
  await virtual.perform(virtual.commands.moveToPreviousHeading)
  await readUntil('button, Show Less: Direct Weight-Level Model Editing, 1 control, expanded')
  expect(await heardDuring(() => virtual.press('Enter'))).toEqual(['button, Learn More: Direct Weight-Level Model Editing, 1 control, not expanded'])
}

// --- The preference center's toasts -------------------------------------------------------------------------

/** The real page, on the site's one consent store (no other unit test reads it; its storage is cleared after each test). */
async function preferenceToastsJourney() {
  const pageData = preferenceCenterData()
  // The cookie policy below the choices is long prose this journey never reaches, and the virtual screen reader
  // builds its whole tree again after every change: leaving the policy out keeps each step quick.
  const data = { ...pageData, policy: { ...pageData.policy, sections: [] } }
  render(
    <PageContextProvider pageContext={{ data } as unknown as PageContext}>
      <PreferenceCenter />
    </PageContextProvider>,
  )
  await listen()
  const toastAnnounced = (heard: string[]) => heard.some((phrase) => phrase.startsWith('polite: '))
  // Each choice is announced politely by sonner's live region (SPEC §8), once, without moving focus.
  screen.getByRole('button', { name: 'Accept All' }).focus()
  expect(await virtual.lastSpokenPhrase()).toBe('button, Accept All')
  expect(await heardDuring(() => virtual.press('Enter'), toastAnnounced)).toEqual(['polite: All Cookies AcceptedYou have accepted all cookie categories.'])
  await virtual.next()
  expect(await virtual.lastSpokenPhrase()).toBe('button, Reject Non-Essential')
  expect(await heardDuring(() => virtual.press('Enter'), toastAnnounced)).toEqual(['polite: Non-Essential Cookies RejectedOnly functional cookies will be used.'])
}

// --- A lead form that fails validation, then succeeds -------------------------------------------------------

async function leadFormJourney(Form: ComponentType<NativeLeadFormProps> = NativeLeadForm) {
  vi.useFakeTimers({ toFake: ['Date'] })
  let answer: (response: Response) => void = () => {}
  vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))))
  render(
    <>
      <h2 id="contact-heading">Talk to us</h2>
      <Form id="contact-form" formKey="shared" analyticsConsent={false} aria-labelledby="contact-heading" />
    </>,
  )
  await listen()
  await readUntil('button, Send')

  // Sending it empty moves focus to the error summary (GOV.UK), an alert. The virtual screen reader announces
  // neither an alert inserted whole nor focus on an element without a role, as real ones do; so the journey
  // checks where focus went and reads the summary from the form's start, as a user who missed it would.
  await virtual.press('Enter')
  const summary = screen.getByRole('alert')
  expect(summary.parentElement).toBe(document.activeElement)
  await virtual.perform(virtual.commands.moveToPreviousLandmark)
  expect(await virtual.lastSpokenPhrase()).toBe('form, Talk to us, not busy')
  expect(await heardDuring(() => readUntil('link, Enter your first name'))).toEqual([
    'alert',
    'heading, There is a problem, level 2',
    'list',
    'listitem, level 1, position 1, set size 4',
    'link, Enter your first name',
  ])
  // Its link takes focus to the field, which is announced with its error and its invalid state.
  expect(await heardDuring(() => virtual.press('Enter'))).toEqual(['textbox, First name, Error:Enter your first name, invalid, required'])

  // Filled in and sent: the status line says it is sending, then the thank-you replaces the form and takes focus.
  const values = { 'First name': 'Ada', 'Last name': 'Okafor', 'Work email': 'ada@brackwater.example', 'Company or organization': 'Brackwater Robotics' }
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } })
  vi.setSystemTime(Date.now() + formsTiming.minimumFillMs)
  await readUntil('button, Send')
  expect(await heardDuring(() => virtual.press('Enter'))).toEqual(['polite: Sending your details', 'button, Sending…'])
  answer(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }))
  await vi.waitFor(() => expect(screen.queryByRole('form')).toBeNull())
  const thankYou = screen.getByRole('heading', { name: 'Thank you, we have your details' }).parentElement
  expect(document.activeElement).toBe(thankYou)
  await virtual.stop()
  await listen()
  await readUntil('end of document')
  expect(await virtual.spokenPhraseLog()).toEqual([
    'document',
    'heading, Talk to us, level 2',
    'heading, Thank you, we have your details, level 3',
    'paragraph',
    'Someone from the team will be in touch within one business day.',
    'end of paragraph',
    'end of document',
  ])
}

// --- Site search ------------------------------------------------------------------------------------------------

/** Stands in for Pagefind, whose WebAssembly jsdom cannot run: two results for "degradation", none for anything else. */
const stubIndex: SearchEngine = async (query) =>
  query === 'degradation'
    ? {
        total: 2,
        results: [
          {
            href: '/blog/ai-degradation-detection',
            title: 'Detecting AI Model Degradation',
            kind: 'Article',
            category: 'Frontier AI Resilience',
            date: { dateTime: '2024-08-13', text: 'August 13, 2024' },
            excerpt: [
              { text: 'Catching ', marked: false },
              { text: 'degradation', marked: true },
              { text: ' early.', marked: false },
            ],
          },
          {
            href: '/white-papers/ai-model-degradation',
            title: 'AI Model Degradation',
            kind: 'White paper',
            excerpt: [
              { text: 'Why models ', marked: false },
              { text: 'degrade', marked: true },
            ],
          },
        ],
      }
    : { total: 0, results: [] }

async function searchJourney() {
  render(<SearchDialogContainer open onClose={() => undefined} engine={stubIndex} />)
  await listen()
  const field = screen.getByRole('combobox', { name: 'Search articles, white papers and pages' })
  expect(document.activeElement).toBe(field)
  // Typing: the status line announces the count once the results are in; the field says it now controls a list.
  const heard = await heardDuring(
    async () => {
      fireEvent.change(field, { target: { value: 'degradation' } })
    },
    (phrases) => phrases.includes('polite: 2 results for “degradation”'),
  )
  expect(heard).toContain('polite: 2 results for “degradation”')
  // Down makes the first result the field's active descendant; reading on, it is the selected option, named by its
  // title, facts and excerpt.
  fireEvent.keyDown(field, { key: 'ArrowDown' })
  await readUntil('option, Detecting AI Model Degradation Article Frontier AI Resilience August 13, 2024 Catching degradation early., selected, position 1, set size 2')
  expect(await virtual.spokenPhraseLog()).toContain(
    'combobox, Search articles, white papers and pages, degradation, has popup listbox, expanded, active descendant Detecting AI Model Degradation Article Frontier AI Resilience August 13, 2024 Catching degradation early., autocomplete in list, 1 control',
  )
  fireEvent.keyDown(field, { key: 'ArrowDown' })
  await readUntil('option, AI Model Degradation White paper Why models degrade, selected, position 2, set size 2')
  // Nothing found is announced too, with the way to the full list after it.
  expect(
    await heardDuring(
      async () => {
        fireEvent.change(field, { target: { value: 'qzxvbnmw' } })
      },
      (phrases) => phrases.some((phrase) => phrase.startsWith('polite: Nothing matches')),
    ),
  ).toContain('polite: Nothing matches “qzxvbnmw”. Try another word, or browse everything on the search page.')
}

describe('screen-reader journeys', () => {
  test('are listed among the automated checks of the accessibility statement', () => {
    expect(otherAutomatedChecks.map(({ name }) => name)).toContain('Screen-reader journeys')
  })

  test('the consent banner: a named region, its heading and each button; Customize and Back move focus', async () => {
    await showBanner()
    await consentBannerJourney()
  })

  test('the mobile menu: its button says whether it is expanded, and Escape collapses it', mobileMenuJourney)

  test('an expandable card: its button names the card and says collapsed, then expanded', expandableCardJourney)

  // The first to load sonner and the lead form's chunk: most of their time is the one-off transform.
  test("the preference center's choices are announced as status messages", preferenceToastsJourney, 15_000)

  test('a lead form: the error summary, then the field it links to, then the sending status and the thank-you', () => leadFormJourney(), 15_000)

  test('site search: the dialog\'s field, the result count, each result as it becomes active, and nothing found', searchJourney)
})

/** The real form with one defect: its field errors are dropped, so neither the summary nor the fields carry them. */
function FormWithUnannouncedErrors({ 'aria-labelledby': labelledBy, ...options }: NativeLeadFormProps) {
  return <LeadForm {...useLeadForm(options)} errors={{}} aria-labelledby={labelledBy} />
}

describe('self-test: a journey fails when its defect is planted', () => {
  test('the banner rendered without its accessible name is no longer a region, and the journey says so', async () => {
    await showBanner()
    screen.getByRole('region', { name: 'Cookie consent' }).removeAttribute('aria-label')
    await expect(consentBannerJourney()).rejects.toThrow('The screen reader never said "end of region, Cookie consent"')
  })

  test('a form whose field errors are not announced fails the lead-form journey', async () => {
    await expect(leadFormJourney(FormWithUnannouncedErrors)).rejects.toThrow('The screen reader never said "link, Enter your first name"')
  })
})
