// @vitest-environment jsdom
import { JSDOM } from 'jsdom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { analyticsCookiesClearedOnOptOut, consentStorageKeys } from '#content/consent-policy'
import { analytics as analyticsConfig } from '#content/site'
import { createConsentStore } from '../consent/store'
import { createAnalytics, type AnalyticsOptions } from './analytics'
import { clearCookies, cookieDomains } from './cookies'

const measurementId = 'G-TEST123'
const disableFlag = `ga-disable-${measurementId}` as const
const scriptUrl = 'https://www.googletagmanager.com/gtag/js'
const cookieNames = ['_ga', '_gid', '_gat', '_ga_TEST123']
const deniedAds = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }

/** A page on the site's host with a dataLayer that records each call and the disable flag at that moment. */
function fakePage(url = 'https://www.tensorwright.example/blog?topic=risk') {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url })
  const win = dom.window as unknown as Window
  const calls: unknown[][] = []
  const disabledAtCall: Array<boolean | undefined> = []
  const dataLayer: unknown[] = []
  const push = dataLayer.push.bind(dataLayer)
  dataLayer.push = (...items: unknown[]) => {
    for (const item of items) {
      // gtag.js ignores arrays; every entry must be an Arguments object.
      expect(Object.prototype.toString.call(item)).toBe('[object Arguments]')
      calls.push(Array.from(item as ArrayLike<unknown>))
      disabledAtCall.push(win[disableFlag])
    }
    return push(...items)
  }
  win.dataLayer = dataLayer
  const scheduled: Array<() => void> = []
  const options: AnalyticsOptions = {
    measurementId,
    scriptUrl,
    cookieNames,
    window: win,
    scheduleScriptLoad: (load) => scheduled.push(load),
  }
  const scripts = () => [...win.document.querySelectorAll('script')]
  const runScheduled = () => scheduled.splice(0).forEach((load) => load())
  return { win, dom, calls, disabledAtCall, options, scripts, runScheduled }
}

afterEach(() => vi.restoreAllMocks())

describe('analytics allowed', () => {
  test('consent default (ads denied) comes before js and config, and config sends no page view', () => {
    const page = fakePage()
    createAnalytics(page.options).setAllowed(true)
    expect(page.calls.map((call) => call.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['js', expect.any(Date)],
      ['config', measurementId],
    ])
    expect(page.calls[0]?.[2]).toEqual({ analytics_storage: 'granted', ...deniedAds })
    expect(page.calls[2]?.[2]).toEqual({ send_page_view: false })
    expect(page.win[disableFlag]).toBe(false)
  })

  test('requests gtag.js with the measurement ID only when scheduled, and only once', () => {
    const page = fakePage()
    const analytics = createAnalytics(page.options)
    analytics.setAllowed(true)
    expect(page.scripts()).toHaveLength(0)
    page.runScheduled()
    analytics.setAllowed(false)
    analytics.setAllowed(true)
    page.runScheduled()
    expect(page.scripts().map((script) => [script.src, script.async])).toEqual([[`${scriptUrl}?id=${measurementId}`, true]])
  })

  test('sends a page_view per call with path plus query, location and title', () => {
    const page = fakePage()
    const analytics = createAnalytics(page.options)
    analytics.setAllowed(true)
    analytics.trackPageView({ path: '/blog', search: '?topic=risk', title: 'Blog | Tensorwright' })
    analytics.trackPageView({ path: '/about', search: 'ref=nav', title: 'About' })
    analytics.trackPageView({ path: '/demo', search: null, title: 'Demo' })
    expect(page.calls.filter((call) => call[0] === 'event')).toEqual([
      ['event', 'page_view', { page_path: '/blog?topic=risk', page_location: 'https://www.tensorwright.example/blog?topic=risk', page_title: 'Blog | Tensorwright' }],
      ['event', 'page_view', { page_path: '/about?ref=nav', page_location: 'https://www.tensorwright.example/about?ref=nav', page_title: 'About' }],
      ['event', 'page_view', { page_path: '/demo', page_location: 'https://www.tensorwright.example/demo', page_title: 'Demo' }],
    ])
  })

  test('a search sends GA4\'s search event with the term while allowed, and nothing once refused', () => {
    const page = fakePage()
    const analytics = createAnalytics(page.options)
    analytics.trackSearch('before any choice')
    analytics.setAllowed(true)
    analytics.trackSearch('governance')
    analytics.setAllowed(false)
    analytics.trackSearch('after opting out')
    expect(page.calls.filter((call) => call[0] === 'event')).toEqual([['event', 'search', { search_term: 'governance' }]])
  })

  test('a page view before setAllowed sends nothing', () => {
    const page = fakePage()
    createAnalytics(page.options).trackPageView({ path: '/', title: 'Home' })
    expect(page.calls).toEqual([])
  })

  test('a blocked gtag.js is removed quietly: no error, no throw, the queue keeps working', () => {
    const consoleError = vi.spyOn(console, 'error')
    const page = fakePage()
    const analytics = createAnalytics(page.options)
    analytics.setAllowed(true)
    page.runScheduled()
    const [script] = page.scripts()
    script!.dispatchEvent(new page.dom.window.Event('error'))
    expect(page.scripts()).toHaveLength(0)
    analytics.trackPageView({ path: '/', title: 'Home' })
    expect(page.calls.at(-1)?.[1]).toBe('page_view')
    expect(consoleError).not.toHaveBeenCalled()
  })

  test('setting the same choice again adds nothing to the queue', () => {
    const page = fakePage()
    const analytics = createAnalytics(page.options)
    analytics.setAllowed(true)
    analytics.setAllowed(true)
    expect(page.calls).toHaveLength(3)
  })
})

describe('analytics not allowed on load', () => {
  test('sets the disable flag before the first gtag call, which is a denied consent default; nothing else', () => {
    const page = fakePage()
    const analytics = createAnalytics(page.options)
    analytics.setAllowed(false)
    analytics.trackPageView({ path: '/', title: 'Home' })
    page.runScheduled()
    expect(page.calls).toEqual([['consent', 'default', { analytics_storage: 'denied', ...deniedAds }]])
    expect(page.disabledAtCall).toEqual([true])
    expect(page.scripts()).toHaveLength(0)
  })

  test('clears analytics cookies left from an earlier visit', () => {
    const page = fakePage()
    page.win.document.cookie = '_ga=GA1.1.1; Path=/; Domain=tensorwright.example'
    createAnalytics(page.options).setAllowed(false)
    expect(page.win.document.cookie).toBe('')
  })
})

describe('opting out', () => {
  function optedInPage() {
    const page = fakePage()
    const analytics = createAnalytics(page.options)
    analytics.setAllowed(true)
    analytics.trackPageView({ path: '/', title: 'Home' })
    const { cookie } = page.win.document
    page.win.document.cookie = '_ga=GA1.1.1; Path=/; Domain=tensorwright.example'
    page.win.document.cookie = '_ga_TEST123=GS1.1; Path=/; Domain=tensorwright.example'
    page.win.document.cookie = '_gid=GA1.1.2; Path=/'
    page.win.document.cookie = '_gat=1; Path=/; Domain=www.tensorwright.example'
    page.win.document.cookie = 'theme=dark; Path=/'
    expect(cookie).toBe('')
    return { page, analytics }
  }

  test('updates consent to denied with the flag already set, then empties the queue in place', () => {
    const { page, analytics } = optedInPage()
    const queue = page.win.dataLayer
    analytics.setAllowed(false)
    expect(page.calls.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ...deniedAds }])
    expect(page.disabledAtCall.at(-1)).toBe(true)
    expect(page.win.dataLayer).toBe(queue)
    expect(page.win.dataLayer).toHaveLength(0)
    expect(page.win[disableFlag]).toBe(true)
  })

  test('clears _ga, _gid, _gat and _ga_<ID> on the host and its parent domain, and nothing else', () => {
    const { page, analytics } = optedInPage()
    expect(page.win.document.cookie.split('; ').sort()).toEqual(['_ga=GA1.1.1', '_ga_TEST123=GS1.1', '_gat=1', '_gid=GA1.1.2', 'theme=dark'])
    analytics.setAllowed(false)
    expect(page.win.document.cookie).toBe('theme=dark')
  })

  test('after it, page views send nothing and a pending gtag.js is never requested', () => {
    const { page, analytics } = optedInPage()
    analytics.setAllowed(false)
    const queued = page.calls.length
    analytics.trackPageView({ path: '/about', title: 'About' })
    page.runScheduled()
    expect(page.calls).toHaveLength(queued)
    expect(page.win.dataLayer).toHaveLength(0)
    expect(page.scripts()).toHaveLength(0)
  })

  test('opting back in on the same page restarts the queue with a default before config', () => {
    const { page, analytics } = optedInPage()
    analytics.setAllowed(false)
    const before = page.calls.length
    analytics.setAllowed(true)
    expect(page.calls.slice(before).map((call) => call.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
      ['js', expect.any(Date)],
      ['config', measurementId],
    ])
    expect(page.calls.at(-3)?.[2]).toEqual({ analytics_storage: 'granted', ...deniedAds })
    expect(page.win[disableFlag]).toBe(false)
  })
})

describe('follow', () => {
  test('applies the stored choice at once and each consent change as it happens', () => {
    const page = fakePage()
    const storage = page.win.localStorage
    storage.setItem(consentStorageKeys.consent, JSON.stringify({ revision: 1, givenAt: new Date().toISOString() }))
    storage.setItem(consentStorageKeys.preferences, JSON.stringify({ functional: true, analytics: false, marketing: false }))
    const store = createConsentStore({ storage: () => storage, globalPrivacyControl: () => false })
    createAnalytics(page.options).follow(store)
    expect(page.win[disableFlag]).toBe(true)
    expect(page.calls).toEqual([['consent', 'default', { analytics_storage: 'denied', ...deniedAds }]])

    store.acceptAll()
    expect(page.calls.map((call) => call.slice(0, 2))).toContainEqual(['consent', 'update'])
    expect(page.win[disableFlag]).toBe(false)

    store.rejectNonEssential()
    expect(page.win.dataLayer).toHaveLength(0)
    expect(page.win[disableFlag]).toBe(true)
  })

  test('a GPC visitor with no choice starts with analytics denied', () => {
    const page = fakePage()
    const store = createConsentStore({ storage: () => undefined, globalPrivacyControl: () => true })
    createAnalytics(page.options).follow(store)
    expect(page.calls[0]?.[2]).toMatchObject({ analytics_storage: 'denied' })
    expect(page.disabledAtCall[0]).toBe(true)
  })
})

describe('default script scheduling', () => {
  test('gtag.js is requested only after the load event, never during first load', async () => {
    const page = fakePage()
    const { scheduleScriptLoad: _, ...options } = page.options
    createAnalytics(options).setAllowed(true)
    expect(page.scripts()).toHaveLength(0)
    await new Promise<void>((resolve) => {
      const check = () => (page.scripts().length > 0 ? resolve() : setTimeout(check, 5))
      check()
    })
    expect(page.win.document.readyState).toBe('complete')
    expect(page.scripts()[0]?.src).toBe(`${scriptUrl}?id=${measurementId}`)
  })
})

describe('cookie domains', () => {
  test('the host and each parent with two labels or more', () => {
    expect(cookieDomains('www.tensorwright.example')).toEqual(['www.tensorwright.example', 'tensorwright.example'])
    expect(cookieDomains('tensorwright.example')).toEqual(['tensorwright.example'])
    expect(cookieDomains('preview.www.tensorwright.co.uk')).toEqual([
      'preview.www.tensorwright.co.uk',
      'www.tensorwright.co.uk',
      'tensorwright.co.uk',
      'co.uk',
    ])
    expect(cookieDomains('localhost')).toEqual(['localhost'])
    expect(cookieDomains('127.0.0.1')).toEqual([])
    expect(cookieDomains('::1')).toEqual([])
  })

  test('clearCookies works on localhost, where tests and previews run', () => {
    const { window: win } = new JSDOM('', { url: 'http://localhost:3000/' })
    win.document.cookie = '_ga=1; Path=/'
    clearCookies(['_ga'], win.document as unknown as Document)
    expect(win.document.cookie).toBe('')
  })

  test("the site's list is _ga, _gid, _gat and _ga_ plus the measurement ID without G-", () => {
    expect(analyticsCookiesClearedOnOptOut).toEqual(['_ga', '_gid', '_gat', `_ga_${analyticsConfig.measurementId.slice(2)}`])
  })
})
