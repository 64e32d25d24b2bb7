// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fadeInObserverOptions, useFadeIn } from './useFadeIn'

type Entry = { isIntersecting: boolean; target: Element }

function installObserver() {
  const observers: Array<{ notify: (entries: Entry[]) => void; options: IntersectionObserverInit; observed: Element[] }> = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observed: Element[] = []
      constructor(
        public notify: (entries: Entry[]) => void,
        public options: IntersectionObserverInit,
      ) {
        observers.push(this)
      }
      observe(element: Element) {
        this.observed.push(element)
      }
      unobserve(element: Element) {
        this.observed = this.observed.filter((observed) => observed !== element)
      }
      disconnect() {}
    },
  )
  return observers
}

function Page({ route }: { route: string }) {
  useFadeIn(route)
  return (
    <>
      <p className="fade-in">first</p>
      <p className="fade-in">second</p>
    </>
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('useFadeIn', () => {
  it('observes .fade-in elements at 10% with a 50px bottom margin (SPEC §2)', () => {
    const observers = installObserver()
    render(<Page route="/" />)
    expect(fadeInObserverOptions).toEqual({ threshold: 0.1, rootMargin: '0px 0px 50px 0px' })
    expect(observers[0]?.options).toBe(fadeInObserverOptions)
    expect(observers[0]?.observed).toHaveLength(2)
  })

  it('reveals an element once it intersects and stops watching it', () => {
    const observers = installObserver()
    const { getByText } = render(<Page route="/" />)
    const first = getByText('first')
    const observer = observers[0]!
    act(() => observer.notify([{ isIntersecting: false, target: first }]))
    expect(first.classList.contains('is-visible')).toBe(false)
    act(() => observer.notify([{ isIntersecting: true, target: first }]))
    expect(first.classList.contains('is-visible')).toBe(true)
    expect(observer.observed).not.toContain(first)
    expect(getByText('second').classList.contains('is-visible')).toBe(false)
  })

  it('observes the elements a followed link’s page adds once it is whole, after its heading alone', () => {
    const observers = installObserver()
    function Followed({ headingOnly }: { headingOnly: boolean }) {
      useFadeIn('/industries', headingOnly)
      return headingOnly ? <h1>Heading</h1> : <p className="fade-in">below</p>
    }
    const { rerender, getByText } = render(<Followed headingOnly />)
    rerender(<Followed headingOnly={false} />)
    expect(observers.at(-1)?.observed).toEqual([getByText('below')])
  })

  it('shows everything at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { getByText } = render(<Page route="/" />)
    expect(getByText('first').classList.contains('is-visible')).toBe(true)
  })
})
