// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { cookieCategories, cookieCopy } from '#content/cookies'

const { buttons } = cookieCopy.banner

// Test files share a worker's modules (`isolate: false`): each test starts from a CookieBanner module whose switches
// have not been fetched, and leaves none behind whose switches are mocked or missing.
beforeEach(() => vi.resetModules())
afterEach(() => {
  vi.doUnmock('./CategorySwitches')
  vi.resetModules()
})

async function renderBanner() {
  const { CookieBanner } = await import('./CookieBanner')
  const onSave = vi.fn()
  await act(async () => {
    render(
      <CookieBanner
        copy={cookieCopy.banner}
        categories={cookieCategories}
        preferences={{ analytics: true, marketing: false }}
        onKeepDefaults={vi.fn()}
        onRejectAll={vi.fn()}
        onAcceptAll={vi.fn()}
        onSave={onSave}
        onClose={vi.fn()}
      />,
    )
  })
  return { onSave }
}

const button = (name: string) => screen.getByRole('button', { name })

test('the switches stay out of the first load, arrive at the first interaction, and Customize shows them with focus on the first', async () => {
  let arrive: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const fetched = vi.fn()
  vi.doMock('./CategorySwitches', async () => {
    fetched()
    await arrived
    return vi.importActual('./CategorySwitches')
  })
  await renderBanner()
  expect(fetched).not.toHaveBeenCalled()

  // The click is the first interaction here: Customize waits for the switches rather than opening without them.
  fireEvent.pointerDown(button(buttons.customize))
  fireEvent.click(button(buttons.customize))
  await waitFor(() => expect(fetched).toHaveBeenCalled())
  expect(screen.getByRole('heading', { level: 2, name: cookieCopy.banner.title })).toBeTruthy()

  await act(async () => arrive())
  // The first import of the real module may include its cold transform (vanilla-extract's CSS) in this run.
  const switches = await screen.findAllByRole('switch', {}, { timeout: 5000 })
  expect(switches).toHaveLength(cookieCategories.length)
  // Focus moves in the effect that follows the view's commit, which a loaded machine may run after the query above.
  await waitFor(() => expect(document.activeElement).toBe(switches[0]))
})

test('switches that cannot be fetched leave a customize view that says so, with focus on Save, which keeps the choices in force', async () => {
  vi.doMock('./CategorySwitches', () => {
    throw new TypeError('Failed to fetch dynamically imported module')
  })
  const { onSave } = await renderBanner()
  fireEvent.click(button(buttons.customize))

  expect(await screen.findByText(cookieCopy.banner.switchesUnavailable)).toBeTruthy()
  expect(screen.queryAllByRole('switch')).toHaveLength(0)
  expect(document.activeElement).toBe(button(buttons.savePreferences))
  fireEvent.click(button(buttons.savePreferences))
  expect(onSave).toHaveBeenCalledWith({ analytics: true, marketing: false })
})
