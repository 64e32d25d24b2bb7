// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { bannerDelayMs } from '#content/consent-policy'
import { cookieCopy } from '#content/cookies'
import { ConsentBanner } from './ConsentBanner'
import { createConsentStore } from './store'

const buttons = cookieCopy.banner.buttons

function renderWithPage(storage: Storage | undefined = undefined) {
  const store = createConsentStore({ storage: () => storage, globalPrivacyControl: () => false })
  render(
    <>
      <ConsentBanner store={store} focusAfterChoiceId="main-content" />
      <main id="main-content" tabIndex={-1}>
        <button type="button">Page button</button>
      </main>
    </>,
  )
  return store
}

const banner = () => screen.queryByRole('region', { name: cookieCopy.banner.label })

// jsdom lays nothing out and has no ResizeObserver; this one records what the banner watches and,
// like a browser's, reports each new target once, after the current task (a browser: after its next layout).
const observed: Element[] = []
class RecordingResizeObserver {
  constructor(readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    observed.push(target)
    queueMicrotask(() => {
      if (observed.includes(target)) this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver)
    })
  }
  unobserve() {}
  disconnect() {
    observed.length = 0
  }
}

/** The banner's view is a chunk of its own: its import settles while the delay runs. */
async function waitOutDelay() {
  await act(() => vi.advanceTimersByTimeAsync(bannerDelayMs))
}

beforeAll(async () => {
  // As after the first page's download: each test then waits on the module cache, not on a transform.
  await import('./ConsentBannerView')
})
beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('ResizeObserver', RecordingResizeObserver)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('ConsentBanner', () => {
  test('a first-time visitor gets the banner after the delay, and focus stays where it was', async () => {
    renderWithPage()
    const pageButton = screen.getByRole('button', { name: 'Page button' })
    pageButton.focus()
    expect(banner()).toBeNull()
    await waitOutDelay()
    expect(banner()).not.toBeNull()
    expect(document.activeElement).toBe(pageButton)
  })

  test('a keyboard choice hides the banner, applies it and moves focus to the main content', async () => {
    const store = renderWithPage(localStorage)
    await waitOutDelay()
    const reject = screen.getByRole('button', { name: buttons.rejectAll })
    reject.focus()
    fireEvent.click(reject)
    expect(banner()).toBeNull()
    expect(store.getState().preferences.analytics).toBe(false)
    expect(document.activeElement).toBe(document.getElementById('main-content'))
  })

  test('Save from the customize view stores the toggles', async () => {
    const store = renderWithPage(localStorage)
    await waitOutDelay()
    fireEvent.click(screen.getByRole('button', { name: buttons.customize }))
    fireEvent.click(screen.getByRole('switch', { name: 'Security Cookies' }))
    fireEvent.click(screen.getByRole('button', { name: buttons.savePreferences }))
    expect(store.getState().preferences).toEqual({ functional: true, analytics: true, marketing: true })
    expect(banner()).toBeNull()
  })

  test('X hides it without saving; focus is left alone when it was not on the banner', async () => {
    const store = renderWithPage(localStorage)
    await waitOutDelay()
    const pageButton = screen.getByRole('button', { name: 'Page button' })
    pageButton.focus()
    fireEvent.click(screen.getByRole('button', { name: cookieCopy.banner.closeLabel }))
    expect(banner()).toBeNull()
    expect(store.getState().consent).toBeUndefined()
    expect(localStorage.length).toBe(0)
    expect(document.activeElement).toBe(pageButton)
  })

  test('a returning visitor sees no banner, even after the delay', () => {
    const store = createConsentStore({ storage: () => localStorage, globalPrivacyControl: () => false })
    store.acceptAll()
    renderWithPage(localStorage)
    act(() => vi.advanceTimersByTime(bannerDelayMs * 2))
    expect(banner()).toBeNull()
  })

  test('reset shows the banner at once', async () => {
    const store = renderWithPage(localStorage)
    await waitOutDelay()
    fireEvent.click(screen.getByRole('button', { name: buttons.acknowledge }))
    expect(banner()).toBeNull()
    act(() => store.reset())
    expect(banner()).not.toBeNull()
  })

  test('WCAG 2.4.11: while shown, the root reserves the band the banner covers; a choice releases it', async () => {
    renderWithPage(localStorage)
    expect(document.documentElement.style.scrollPaddingBottom).toBe('')
    await waitOutDelay()
    expect(observed).toEqual([banner()])
    // jsdom puts every box at the top, so the whole viewport counts as covered.
    expect(document.documentElement.style.scrollPaddingBottom).toBe(`${window.innerHeight}px`)
    fireEvent.click(screen.getByRole('button', { name: buttons.rejectAll }))
    expect(document.documentElement.style.scrollPaddingBottom).toBe('')
    expect(observed).toEqual([])
  })
})
