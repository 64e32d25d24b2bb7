// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { beforeEach, expect, it, vi } from 'vitest'

// A fresh copy of the module for each test: its promise is made once per page, and a file that ran earlier in this
// worker (files share one module graph and one document, isolate: false) may already have interacted.
beforeEach(() => vi.resetModules())

it('firstInteraction resolves at the first key press, pointer or focus, and stays resolved', async () => {
  const { firstInteraction } = await import('./firstInteraction')
  let resolved = false
  void firstInteraction().then(() => (resolved = true))
  await Promise.resolve()
  expect(resolved).toBe(false)
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
  await expect(firstInteraction()).resolves.toBeUndefined()
  expect(resolved).toBe(true)
})

it('useFirstInteraction is false until the first interaction, then true', async () => {
  const { firstInteraction, useFirstInteraction } = await import('./firstInteraction')
  function Reader() {
    return <p>{useFirstInteraction() ? 'interacted' : 'reading'}</p>
  }
  render(<Reader />)
  expect(screen.getByText('reading')).toBeTruthy()
  await act(async () => {
    document.dispatchEvent(new FocusEvent('focusin'))
    await firstInteraction()
  })
  expect(screen.getByText('interacted')).toBeTruthy()
})
