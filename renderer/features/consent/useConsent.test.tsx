// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { bannerDelayMs } from '#content/consent-policy'
import { createConsentStore, type ConsentStore } from './store'
import { useBannerVisible, useConsent } from './useConsent'

function Probe({ store }: { store: ConsentStore }) {
  const state = useConsent(store)
  const visible = useBannerVisible(state.banner)
  return (
    <p>
      analytics {String(state.preferences.analytics)}, banner {visible ? 'shown' : 'hidden'}
    </p>
  )
}

const emptyStore = () => createConsentStore({ storage: () => undefined, globalPrivacyControl: () => false })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useConsent and useBannerVisible', () => {
  test('the server render shows no banner and touches no storage', () => {
    const storage = vi.fn(() => undefined)
    const html = renderToString(<Probe store={createConsentStore({ storage, globalPrivacyControl: () => false })} />)
    expect(html).toContain('banner <!-- -->hidden')
    expect(storage).not.toHaveBeenCalled()
  })

  test('a first-time visitor sees the banner only after bannerDelayMs', () => {
    render(<Probe store={emptyStore()} />)
    expect(screen.getByText(/banner hidden/)).toBeTruthy()
    act(() => vi.advanceTimersByTime(bannerDelayMs - 1))
    expect(screen.getByText(/banner hidden/)).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText(/banner shown/)).toBeTruthy()
  })

  test('a choice hides it and re-renders with the new preferences; reset shows it at once', () => {
    const store = emptyStore()
    render(<Probe store={store} />)
    act(() => vi.advanceTimersByTime(bannerDelayMs))
    act(() => store.rejectNonEssential())
    expect(screen.getByText('analytics false, banner hidden')).toBeTruthy()
    act(() => store.reset())
    expect(screen.getByText('analytics true, banner shown')).toBeTruthy()
  })

  test('dismissing before the delay ends keeps it hidden', () => {
    const store = emptyStore()
    render(<Probe store={store} />)
    act(() => store.dismiss())
    act(() => vi.advanceTimersByTime(bannerDelayMs * 2))
    expect(screen.getByText(/banner hidden/)).toBeTruthy()
  })
})
