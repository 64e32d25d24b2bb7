// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { reducedMotion } from '../styles/responsive'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

afterEach(() => vi.unstubAllGlobals())

it('reads the reduced-motion query and follows its changes', () => {
  let listener: () => void = () => {}
  const query = {
    matches: true,
    addEventListener: vi.fn((_: string, callback: () => void) => (listener = callback)),
    removeEventListener: vi.fn(),
  }
  const matchMedia = vi.fn(() => query)
  vi.stubGlobal('matchMedia', matchMedia)
  const { result, unmount } = renderHook(() => usePrefersReducedMotion())
  expect(matchMedia).toHaveBeenCalledWith(reducedMotion)
  expect(result.current).toBe(true)
  query.matches = false
  act(() => listener())
  expect(result.current).toBe(false)
  unmount()
  expect(query.removeEventListener).toHaveBeenCalledWith('change', listener)
})

it('allows motion where matchMedia is missing', () => {
  vi.stubGlobal('matchMedia', undefined)
  const { result } = renderHook(() => usePrefersReducedMotion())
  expect(result.current).toBe(false)
})
