// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { hashScrollDelayMs, useHashTarget, type HashTarget } from './useHashTarget'
import { useOpenIds } from './useOpenIds'

const targets: Record<string, HashTarget> = {
  editing: { open: 'editing', scrollTo: 'editing' },
  'weight-level-editing': { open: 'editing', scrollTo: 'editing' },
  integration: { open: 'compatibility', scrollTo: 'integration' },
}

let scrollIntoView: ReturnType<typeof vi.fn>

function addElement(id: string) {
  const element = document.createElement('div')
  element.id = id
  element.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView']
  document.body.append(element)
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', () => ({ matches }))
}

beforeEach(() => {
  vi.useFakeTimers()
  scrollIntoView = vi.fn()
  addElement('editing')
  addElement('integration')
  reducedMotion(false)
})

afterEach(() => {
  document.body.replaceChildren()
  window.history.replaceState(null, '', '/')
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useHashTarget', () => {
  test('opens the hash target on mount and smooth-scrolls to it 100 ms later', () => {
    window.history.replaceState(null, '', '/solutions#editing')
    const open = vi.fn()
    renderHook(() => useHashTarget(targets, open))
    expect(open).toHaveBeenCalledWith('editing')
    act(() => vi.advanceTimersByTime(hashScrollDelayMs - 1))
    expect(scrollIntoView).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  test('follows hashchange, mapping an alias and a panel to what they open and where they scroll', () => {
    const open = vi.fn()
    renderHook(() => useHashTarget(targets, open))
    expect(open).not.toHaveBeenCalled()
    window.history.replaceState(null, '', '/solutions#integration')
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'))
      vi.advanceTimersByTime(hashScrollDelayMs)
    })
    expect(open).toHaveBeenLastCalledWith('compatibility')
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('integration'))
    window.history.replaceState(null, '', '/solutions#weight-level-editing')
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'))
      vi.advanceTimersByTime(hashScrollDelayMs)
    })
    expect(open).toHaveBeenLastCalledWith('editing')
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('editing'))
  })

  test('scrolls instantly under reduced motion', () => {
    reducedMotion(true)
    window.history.replaceState(null, '', '/solutions#editing')
    renderHook(() => useHashTarget(targets, vi.fn()))
    act(() => vi.advanceTimersByTime(hashScrollDelayMs))
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' })
  })

  test.each(['#nothing-here', '#%E0%A4%A', '', '#constructor', '#__proto__'])('ignores the hash %j: nothing opens, nothing scrolls', (hash) => {
    window.history.replaceState(null, '', `/solutions${hash}`)
    const open = vi.fn()
    renderHook(() => useHashTarget(targets, open))
    act(() => vi.advanceTimersByTime(hashScrollDelayMs))
    expect(open).not.toHaveBeenCalled()
    expect(scrollIntoView).not.toHaveBeenCalled()
  })

  test('stops listening and cancels a pending scroll on unmount', () => {
    window.history.replaceState(null, '', '/solutions#editing')
    const open = vi.fn()
    const { unmount } = renderHook(() => useHashTarget(targets, open))
    unmount()
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'))
      vi.advanceTimersByTime(hashScrollDelayMs)
    })
    expect(open).toHaveBeenCalledTimes(1)
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
})

describe('useOpenIds', () => {
  test('keeps several ids open, toggles one at a time, and open() never closes', () => {
    const { result } = renderHook(() => useOpenIds())
    act(() => result.current.toggle('editing'))
    act(() => result.current.toggle('mapping'))
    expect(result.current.openIds).toEqual(['editing', 'mapping'])
    act(() => result.current.open('editing'))
    expect(result.current.openIds).toEqual(['editing', 'mapping'])
    act(() => result.current.toggle('editing'))
    expect(result.current.isOpen('editing')).toBe(false)
    expect(result.current.isOpen('mapping')).toBe(true)
  })
})
