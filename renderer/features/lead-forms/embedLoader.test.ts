// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { formsConsoleMessages, formsTiming } from '#content/forms'
import { contactPage } from '#content/pages/contact'
import { demoPage } from '#content/pages/demo'
import { forms } from '#content/site'
import { paperPage, whitePaperSlugs } from '../../generate/content.server'
import { draftKey, readDraft } from './draft'
import { embedScripts, loadEmbeddedForms, refusesEmbed, type EmbedCreateOptions, type EmbedRequest, type FallbackReason } from './embedLoader'

/** Stands in for the third-party API: records every create call and can fail one. */
function installFakeApi({ throwFor }: { throwFor?: string } = {}) {
  const created: EmbedCreateOptions[] = []
  window.hbspt = {
    forms: {
      create: (options) => {
        if (options.target === throwFor) throw new Error('form definition missing')
        created.push(options)
      },
    },
  }
  return created
}

function recorder() {
  const events: Array<[string, 'ready' | 'submitted'] | [string, 'fallback', FallbackReason]> = []
  return {
    events,
    listener: {
      ready: (targetId: string) => events.push([targetId, 'ready']),
      fallback: (targetId: string, reason: FallbackReason) => events.push([targetId, 'fallback', reason]),
      submitted: (targetId: string) => events.push([targetId, 'submitted']),
    },
  }
}

function containers(...ids: string[]) {
  for (const id of ids) {
    const element = document.createElement('div')
    element.id = id
    document.body.append(element)
  }
}

const fire = (type: 'load' | 'error') => {
  const [script] = embedScripts()
  if (!script) throw new Error('no forms script in the document')
  script.dispatchEvent(new Event(type))
}

const contact: EmbedRequest[] = [{ targetId: 'contact-form', formKey: contactPage.form.formKey }]
let consoleCalls: Array<{ method: string; args: unknown[] }>

beforeEach(() => {
  vi.useFakeTimers()
  consoleCalls = []
  for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleCalls.push({ method, args })
    })
  }
  containers('contact-form')
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  delete window.hbspt
  document.head.replaceChildren()
  document.body.replaceChildren()
})

describe('the forms script', () => {
  test('is added to the document on entry, async, from the configured URL', () => {
    loadEmbeddedForms(contact, recorder().listener)
    const scripts = embedScripts()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe(forms.scriptUrl)
    expect(scripts[0]?.async).toBe(true)
  })

  test('replaces an earlier copy of its script element', () => {
    const stale = document.createElement('script')
    stale.src = forms.scriptUrl
    document.body.append(stale)
    loadEmbeddedForms(contact, recorder().listener)
    expect(embedScripts()).toHaveLength(1)
    expect(stale.isConnected).toBe(false)
  })

  test('leaves exactly one copy after leaving and entering again', () => {
    loadEmbeddedForms(contact, recorder().listener)()
    loadEmbeddedForms(contact, recorder().listener)
    expect(embedScripts()).toHaveLength(1)
  })

  test('is removed on leaving, with what the embed put into the containers', () => {
    installFakeApi()
    const unload = loadEmbeddedForms(contact, recorder().listener)
    fire('load')
    document.getElementById('contact-form')!.append(document.createElement('iframe'))
    unload()
    expect(embedScripts()).toHaveLength(0)
    expect(document.getElementById('contact-form')?.childElementCount).toBe(0)
  })

  test('late events after leaving create nothing and report nothing', () => {
    const created = installFakeApi()
    const { events, listener } = recorder()
    const unload = loadEmbeddedForms(contact, listener)
    const [script] = embedScripts()
    unload()
    script!.dispatchEvent(new Event('load'))
    script!.dispatchEvent(new Event('error'))
    vi.advanceTimersByTime(formsTiming.embedReadyTimeoutMs * 2)
    expect(created).toEqual([])
    expect(events).toEqual([])
    expect(consoleCalls).toEqual([])
  })
})

describe('creating forms (SPEC §7 "Create form")', () => {
  // Which form each page creates comes from the pages' content; the IDs from site.ts.
  const pageForms = [
    ['/contact-us', contactPage.form.formKey, forms.formIds.shared],
    ['/demo', demoPage.form.formKey, forms.formIds.demo],
    ...whitePaperSlugs.map((slug) => [`/white-papers/${slug}`, paperPage(slug).formKey, forms.formIds[paperPage(slug).formKey]] as const),
  ] as const

  test('the shared form serves the degradation and trust-framework papers and /contact-us; the others have their own', () => {
    // The spec's pages; a paper added since shares the one form too (content/white-papers/papers.ts).
    expect(Object.fromEntries(pageForms.map(([path, , formId]) => [path, formId]))).toMatchObject({
      '/contact-us': forms.formIds.shared,
      '/demo': forms.formIds.demo,
      '/white-papers/ai-model-degradation': forms.formIds.shared,
      '/white-papers/ai-trust-framework': forms.formIds.shared,
      '/white-papers/accountable-ai-finance': forms.formIds.financeWhitePaper,
      '/white-papers/tactical-advantage-frontier-ai': forms.formIds.defenseWhitePaper,
    })
  })

  test.each(pageForms)('%s creates its form with region na1, the portal, its form id and its container', (_path, formKey, formId) => {
    containers('form-top', 'form-bottom')
    const created = installFakeApi()
    loadEmbeddedForms(
      [
        { targetId: 'form-top', formKey },
        { targetId: 'form-bottom', formKey },
      ],
      recorder().listener,
    )
    fire('load')
    expect(created.map(({ onFormReady: _onFormReady, onFormSubmitted: _onFormSubmitted, ...options }) => options)).toEqual([
      { region: 'na1', portalId: forms.portalId, formId, target: '#form-top', css: '' },
      { region: 'na1', portalId: forms.portalId, formId, target: '#form-bottom', css: '' },
    ])
    expect(consoleCalls).toEqual([])
  })

  test('a form that calls back ready is reported ready and does not fall back later', () => {
    const created = installFakeApi()
    const { events, listener } = recorder()
    loadEmbeddedForms(contact, listener)
    fire('load')
    created[0]!.onFormReady!()
    vi.advanceTimersByTime(formsTiming.embedReadyTimeoutMs * 2)
    expect(events).toEqual([['contact-form', 'ready']])
  })

  test('a ready form that is sent is reported submitted, each time; one that answers after falling back, or after leaving, is not', () => {
    containers('late-form')
    const created = installFakeApi()
    const { events, listener } = recorder()
    const unload = loadEmbeddedForms([...contact, { targetId: 'late-form', formKey: 'demo' }], listener)
    fire('load')
    created[0]!.onFormReady!()
    created[0]!.onFormSubmitted!()
    // The second embed misses the readiness timeout: our own form has its place, so its callbacks count for nothing.
    vi.advanceTimersByTime(formsTiming.embedReadyTimeoutMs)
    created[1]!.onFormReady!()
    created[1]!.onFormSubmitted!()
    created[0]!.onFormSubmitted!()
    unload()
    created[0]!.onFormSubmitted!()
    expect(events).toEqual([
      ['contact-form', 'ready'],
      ['contact-form', 'submitted'],
      ['late-form', 'fallback', 'not-ready'],
      ['contact-form', 'submitted'],
    ])
  })

  test('an exception while creating logs the SPEC §8 message and falls back for that form only', () => {
    containers('other-form')
    const created = installFakeApi({ throwFor: '#contact-form' })
    const { events, listener } = recorder()
    loadEmbeddedForms([...contact, { targetId: 'other-form', formKey: 'demo' }], listener)
    fire('load')
    created[0]!.onFormReady!()
    expect(events).toEqual([
      ['contact-form', 'fallback', 'create-failed'],
      ['other-form', 'ready'],
    ])
    expect(consoleCalls).toEqual([{ method: 'error', args: [formsConsoleMessages.createFailed, expect.objectContaining({ message: 'form definition missing' })] }])
  })
})

describe('when the forms API is absent after the script loads', () => {
  test('it checks again after 100 ms and creates the forms if the API has arrived, silently', () => {
    const { events, listener } = recorder()
    loadEmbeddedForms(contact, listener)
    fire('load')
    const created = installFakeApi()
    vi.advanceTimersByTime(formsTiming.apiRecheckMs - 1)
    expect(created).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(formsTiming.apiRecheckMs).toBe(100)
    expect(created).toHaveLength(1)
    expect(events).toEqual([])
    expect(consoleCalls).toEqual([])
  })

  test('still absent after 100 ms: the "forms API not available" error, and our own form', () => {
    const { events, listener } = recorder()
    loadEmbeddedForms(contact, listener)
    fire('load')
    vi.advanceTimersByTime(formsTiming.apiRecheckMs - 1)
    expect(consoleCalls).toEqual([])
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(consoleCalls).toEqual([{ method: 'error', args: [formsConsoleMessages.apiUnavailable] }])
    expect(events).toEqual([['contact-form', 'fallback', 'api-unavailable']])
  })
})

describe('when the embed cannot serve', () => {
  test('a script load error logs the SPEC §8 message once and falls back everywhere', () => {
    containers('form-bottom')
    const { events, listener } = recorder()
    loadEmbeddedForms([...contact, { targetId: 'form-bottom', formKey: 'shared' }], listener)
    fire('error')
    vi.advanceTimersByTime(formsTiming.embedReadyTimeoutMs)
    expect(consoleCalls).toEqual([{ method: 'error', args: [formsConsoleMessages.scriptLoadFailed] }])
    expect(events).toEqual([
      ['contact-form', 'fallback', 'script-error'],
      ['form-bottom', 'fallback', 'script-error'],
    ])
  })

  test('a form not ready within the readiness timeout falls back, without a console message', () => {
    installFakeApi()
    const { events, listener } = recorder()
    loadEmbeddedForms(contact, listener)
    fire('load')
    vi.advanceTimersByTime(formsTiming.embedReadyTimeoutMs - 1)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events).toEqual([['contact-form', 'fallback', 'not-ready']])
    expect(consoleCalls).toEqual([])
  })

  test('a script that never answers falls back after the same timeout', () => {
    const { events, listener } = recorder()
    loadEmbeddedForms(contact, listener)
    vi.advanceTimersByTime(formsTiming.embedReadyTimeoutMs)
    expect(events).toEqual([['contact-form', 'fallback', 'not-ready']])
  })

  test('a container that fell back is left to React on leaving', () => {
    const { listener } = recorder()
    const unload = loadEmbeddedForms(contact, listener)
    fire('error')
    const ownForm = document.createElement('form')
    document.getElementById('contact-form')!.append(ownForm)
    unload()
    expect(ownForm.isConnected).toBe(true)
  })
})

describe('the Content-Security-Policy refusing the embed', () => {
  const violation = (effectiveDirective: string, blockedURI: string, sourceFile: string = forms.scriptUrl) =>
    Object.assign(new Event('securitypolicyviolation'), { effectiveDirective, blockedURI, sourceFile })

  test('counts a refused script, connection or frame of the embed, and not a refused <style> or a third party of its own', () => {
    expect(refusesEmbed(violation('script-src-elem', 'https://js.hscollectedforms.net/collectedforms.js'))).toBe(true)
    expect(refusesEmbed(violation('connect-src', 'https://forms.hscollectedforms.net/collect'))).toBe(true)
    expect(refusesEmbed(violation('frame-src', 'https://forms.hsforms.com/frame', 'https://example.com/other.js'))).toBe(true)
    expect(refusesEmbed(violation('style-src-elem', 'inline'))).toBe(false)
    expect(refusesEmbed(violation('script-src-elem', 'https://cdn.example.com/x.js', 'https://cdn.example.com/y.js'))).toBe(false)
  })

  test('switches every container not yet sent to our own form, keeping what was typed into the embed as its draft', () => {
    containers('other-form')
    const created = installFakeApi()
    const { events, listener } = recorder()
    loadEmbeddedForms([...contact, { targetId: 'other-form', formKey: 'demo' }], listener)
    fire('load')
    created[0]!.onFormReady!()
    created[1]!.onFormReady!()
    const email = Object.assign(document.createElement('input'), { type: 'email', name: 'email', value: 'ada@example.com' })
    const hidden = Object.assign(document.createElement('input'), { type: 'hidden', name: 'hs_context', value: '{}' })
    document.getElementById('contact-form')!.append(email, hidden)
    created[1]!.onFormSubmitted!()

    document.dispatchEvent(violation('connect-src', 'https://forms.hscollectedforms.net/collect'))
    expect(events).toEqual([
      ['contact-form', 'ready'],
      ['other-form', 'ready'],
      ['other-form', 'submitted'],
      ['contact-form', 'fallback', 'policy-refused'],
    ])
    expect(readDraft(draftKey(window.location.pathname, 'contact-form'), ['email', 'hs_context'])).toEqual({ email: 'ada@example.com' })
    // A refused connection is reported by the browser itself; a refused script is the SPEC §8 failure to load.
    expect(consoleCalls).toEqual([])
    document.dispatchEvent(violation('script-src-elem', 'https://js.hscollectedforms.net/collectedforms.js'))
    expect(events).toHaveLength(4)
    window.sessionStorage.clear()
  })

  test('a refused script logs the SPEC §8 message; a refused <style> changes nothing; after leaving, nothing counts', () => {
    const created = installFakeApi()
    const { events, listener } = recorder()
    const unload = loadEmbeddedForms(contact, listener)
    fire('load')
    document.dispatchEvent(violation('style-src-elem', 'inline'))
    created[0]!.onFormReady!()
    expect(events).toEqual([['contact-form', 'ready']])
    document.dispatchEvent(violation('script-src-elem', 'https://js.hscollectedforms.net/collectedforms.js'))
    expect(events).toEqual([['contact-form', 'ready'], ['contact-form', 'fallback', 'policy-refused']])
    expect(consoleCalls).toEqual([{ method: 'error', args: [formsConsoleMessages.scriptLoadFailed] }])
    unload()

    const again = recorder()
    loadEmbeddedForms(contact, again.listener)()
    document.dispatchEvent(violation('script-src-elem', 'https://js.hscollectedforms.net/collectedforms.js'))
    expect(again.events).toEqual([])
  })
})
