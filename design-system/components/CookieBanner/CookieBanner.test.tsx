// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { cookieCategories, cookieCopy } from '#content/cookies'
import { CookieBanner, type CookieBannerProps } from './CookieBanner'

const buttons = cookieCopy.banner.buttons

function renderBanner(props: Partial<CookieBannerProps> = {}) {
  const calls: string[] = []
  const record = (name: string) => vi.fn((...args: unknown[]) => calls.push(args.length ? `${name} ${JSON.stringify(args[0])}` : name))
  const handlers = {
    onKeepDefaults: record('keepDefaults'),
    onRejectAll: record('rejectAll'),
    onAcceptAll: record('acceptAll'),
    onSave: record('save'),
    onClose: record('close'),
    onDone: record('done'),
  }
  render(
    <CookieBanner
      copy={cookieCopy.banner}
      categories={cookieCategories}
      preferences={{ analytics: true, marketing: false }}
      {...handlers}
      {...props}
    />,
  )
  return { calls, handlers }
}

const button = (name: string) => screen.getByRole('button', { name })

describe('CookieBanner', () => {
  test('is a region named by its label, not a dialog, with no modal semantics', () => {
    renderBanner()
    const region = screen.getByRole('region', { name: cookieCopy.banner.label })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(region.getAttribute('aria-modal')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: cookieCopy.banner.title })).toBeTruthy()
  })

  test('appears without taking focus', () => {
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    renderBanner()
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })

  test('the simple view offers OK Got It, Reject All and Customize, and links to the preference and privacy pages', () => {
    renderBanner()
    const region = screen.getByRole('region')
    const names = [...region.querySelectorAll('button')].map((element) => element.textContent || element.getAttribute('aria-label'))
    expect(names).toEqual([cookieCopy.banner.closeLabel, buttons.acknowledge, buttons.rejectAll, buttons.customize])
    expect(screen.getByRole('link', { name: 'Cookie Preferences' }).getAttribute('href')).toBe('/opt-out-preferences')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy')
  })

  test('the choice buttons look the same (equal visual weight)', () => {
    renderBanner()
    const classes = [buttons.acknowledge, buttons.rejectAll, buttons.customize].map((name) => button(name).className)
    expect(new Set(classes).size).toBe(1)
  })

  test.each([
    [buttons.acknowledge, ['keepDefaults', 'done']],
    [buttons.rejectAll, ['rejectAll', 'done']],
    [cookieCopy.banner.closeLabel, ['close', 'done']],
  ])('%s calls its callback, then onDone', (name, expected) => {
    const { calls } = renderBanner()
    fireEvent.click(button(name))
    expect(calls).toEqual(expected)
  })

  test('says analytics is on while it is, and nothing when it is off', () => {
    renderBanner()
    expect(screen.getByText(cookieCopy.banner.analyticsOnNotice)).toBeTruthy()
    expect(screen.queryByText(cookieCopy.banner.gpcNotice)).toBeNull()
  })

  test('says so when Global Privacy Control set the preferences', () => {
    renderBanner({ gpcApplied: true, preferences: { analytics: false, marketing: false } })
    expect(screen.getByText(cookieCopy.banner.gpcNotice)).toBeTruthy()
    expect(screen.queryByText(cookieCopy.banner.analyticsOnNotice)).toBeNull()
  })

  test('no notice for a visitor whose analytics is already off', () => {
    renderBanner({ preferences: { analytics: false, marketing: false } })
    expect(screen.queryByText(cookieCopy.banner.analyticsOnNotice)).toBeNull()
    expect(screen.queryByText(cookieCopy.banner.gpcNotice)).toBeNull()
  })
})

describe('CookieBanner customize view', () => {
  test('Customize shows three real switches and moves focus to the first', () => {
    renderBanner()
    fireEvent.click(button(buttons.customize))
    const switches = screen.getAllByRole('switch')
    expect(switches).toEqual(cookieCategories.map((category) => screen.getByRole('switch', { name: category.title })))
    expect(document.activeElement).toBe(switches[0])
    expect(screen.getByRole('heading', { level: 2, name: cookieCopy.banner.customizeTitle })).toBeTruthy()
  })

  test('the functional switch is locked on and announced as always on', () => {
    renderBanner()
    fireEvent.click(button(buttons.customize))
    const functional = screen.getByRole('switch', { name: 'Functional Cookies' })
    expect(functional.getAttribute('aria-checked')).toBe('true')
    expect(functional.getAttribute('aria-disabled')).toBe('true')
    const describedBy = (functional.getAttribute('aria-describedby') ?? '').split(' ')
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(cookieCopy.banner.alwaysOn)
    fireEvent.click(functional)
    expect(functional.getAttribute('aria-checked')).toBe('true')
  })

  test('the toggles start from the preferences in force', () => {
    renderBanner({ preferences: { analytics: false, marketing: true } })
    fireEvent.click(button(buttons.customize))
    expect(screen.getByRole('switch', { name: 'Analytics Cookies' }).getAttribute('aria-checked')).toBe('false')
    expect(screen.getByRole('switch', { name: 'Security Cookies' }).getAttribute('aria-checked')).toBe('true')
  })

  test('Save Preferences passes the toggled choices, then onDone', () => {
    const { calls } = renderBanner()
    fireEvent.click(button(buttons.customize))
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics Cookies' }))
    fireEvent.click(screen.getByRole('switch', { name: 'Security Cookies' }))
    fireEvent.click(button(buttons.savePreferences))
    expect(calls).toEqual(['save {"analytics":false,"marketing":true}', 'done'])
  })

  test('Accept All calls onAcceptAll, then onDone', () => {
    const { calls } = renderBanner()
    fireEvent.click(button(buttons.customize))
    fireEvent.click(button(buttons.acceptAll))
    expect(calls).toEqual(['acceptAll', 'done'])
  })

  test('Back returns to the simple view with focus on Customize, saving nothing; reopening starts from the preferences again', () => {
    const { calls } = renderBanner()
    fireEvent.click(button(buttons.customize))
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics Cookies' }))
    fireEvent.click(button(buttons.back))
    expect(document.activeElement).toBe(button(buttons.customize))
    expect(screen.queryAllByRole('switch')).toHaveLength(0)
    expect(calls).toEqual([])
    fireEvent.click(button(buttons.customize))
    expect(screen.getByRole('switch', { name: 'Analytics Cookies' }).getAttribute('aria-checked')).toBe('true')
  })

  test('opened on the customize view (a story) takes no focus either', () => {
    renderBanner({ initialView: 'customize' })
    expect(screen.getAllByRole('switch')).toHaveLength(3)
    expect(document.activeElement).toBe(document.body)
  })
})
