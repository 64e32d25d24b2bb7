// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Reveal } from './Reveal'
import { defaultRevealOptions } from './useScrollReveal'

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void

function installObserver() {
  const instances: Array<{ callback: Callback; options: IntersectionObserverInit; disconnect: ReturnType<typeof vi.fn> }> = []
  class FakeObserver {
    disconnect = vi.fn()
    constructor(
      public callback: Callback,
      public options: IntersectionObserverInit,
    ) {
      instances.push(this)
    }
    observe() {}
    unobserve() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return instances
}

afterEach(() => vi.unstubAllGlobals())

describe('Reveal', () => {
  it('uses the default threshold and bottom margin of the spec', () => {
    const observers = installObserver()
    render(<Reveal>content</Reveal>)
    expect(observers[0]?.options).toMatchObject(defaultRevealOptions)
  })

  it('stays hidden until intersecting, then is revealed once and stops observing', () => {
    const observers = installObserver()
    render(<Reveal threshold={0.2}>content</Reveal>)
    const wrapper = screen.getByText('content')
    expect(wrapper.dataset.revealed).toBe('false')
    const observer = observers[0]!
    expect(observer.options.threshold).toBe(0.2)
    act(() => observer.callback([{ isIntersecting: false, target: wrapper }]))
    expect(wrapper.dataset.revealed).toBe('false')
    act(() => observer.callback([{ isIntersecting: true, target: wrapper }]))
    expect(wrapper.dataset.revealed).toBe('true')
    expect(observer.disconnect).toHaveBeenCalled()
  })

  it('shows content at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Reveal>content</Reveal>)
    expect(screen.getByText('content').dataset.revealed).toBe('true')
  })
})
