// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { analytics as analyticsConfig } from '#content/site'
import { createConsentStore } from '../consent/store'
import { initAnalytics, trackPageView } from './index'

describe('the site entry points', () => {
  test('initAnalytics runs once with the site measurement ID; trackPageView then sends page views', () => {
    trackPageView({ path: '/', title: 'Before init' })
    expect(window.dataLayer).toBeUndefined()

    const store = createConsentStore({ storage: () => undefined, globalPrivacyControl: () => false })
    initAnalytics(store)
    initAnalytics(store)
    const entries = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
    expect(entries().filter((entry) => entry[0] === 'config')).toEqual([['config', analyticsConfig.measurementId, { send_page_view: false }]])

    trackPageView({ path: '/about', search: '', title: 'About' })
    expect(entries().at(-1)).toEqual(['event', 'page_view', { page_path: '/about', page_location: `${location.origin}/about`, page_title: 'About' }])

    store.rejectNonEssential()
    trackPageView({ path: '/demo', title: 'Demo' })
    expect(window.dataLayer).toHaveLength(0)
    expect(window[`ga-disable-${analyticsConfig.measurementId}`]).toBe(true)
  })
})
