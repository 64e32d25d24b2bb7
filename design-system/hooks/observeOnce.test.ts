// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { observeOnce } from './observeOnce'

type Entry = { isIntersecting: boolean; target: Element }

function installObserver() {
  const observers: FakeObserver[] = []
  class FakeObserver {
    observed = new Set<Element>()
    disconnected = false
    constructor(
      public notify: (entries: Entry[]) => void,
      public options: IntersectionObserverInit,
    ) {
      observers.push(this)
    }
    observe(element: Element) {
      this.observed.add(element)
    }
    unobserve(element: Element) {
      this.observed.delete(element)
    }
    disconnect() {
      this.disconnected = true
      this.observed.clear()
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return observers
}

afterEach(() => vi.unstubAllGlobals())

describe('observeOnce', () => {
  it('passes the caller’s threshold and margin to one observer for all elements', () => {
    const observers = installObserver()
    const elements = [document.createElement('p'), document.createElement('p')]
    const options = { threshold: 0.2, rootMargin: '0px 0px -100px 0px' }
    observeOnce(elements, options, () => {})
    expect(observers).toHaveLength(1)
    expect(observers[0]!.options).toBe(options)
    expect([...observers[0]!.observed]).toEqual(elements)
  })

  it('reports each element once, on its first intersection, and disconnects after the last', () => {
    const observers = installObserver()
    const [first, second] = [document.createElement('p'), document.createElement('p')]
    const onVisible = vi.fn()
    observeOnce([first, second], {}, onVisible)
    const observer = observers[0]!
    observer.notify([{ isIntersecting: false, target: first }])
    expect(onVisible).not.toHaveBeenCalled()
    observer.notify([{ isIntersecting: true, target: first }])
    observer.notify([{ isIntersecting: true, target: first }])
    expect(onVisible).toHaveBeenCalledTimes(1)
    expect(onVisible).toHaveBeenCalledWith(first)
    expect(observer.observed.has(first)).toBe(false)
    expect(observer.disconnected).toBe(false)
    observer.notify([{ isIntersecting: true, target: second }])
    expect(onVisible).toHaveBeenLastCalledWith(second)
    expect(observer.disconnected).toBe(true)
  })

  it('returns a cleanup that stops observing', () => {
    const observers = installObserver()
    const stop = observeOnce([document.createElement('p')], {}, () => {})
    stop()
    expect(observers[0]!.disconnected).toBe(true)
  })

  it('counts every element as visible where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const elements = [document.createElement('p'), document.createElement('p')]
    const onVisible = vi.fn()
    observeOnce(elements, {}, onVisible)
    expect(onVisible.mock.calls.map(([element]) => element)).toEqual(elements)
  })

  it('creates no observer for an empty list', () => {
    const observers = installObserver()
    observeOnce([], {}, () => {})
    expect(observers).toHaveLength(0)
  })
})
