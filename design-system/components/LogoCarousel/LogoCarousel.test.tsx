// @vitest-environment jsdom
import { render, renderHook, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { LogoCarousel, type LogoCarouselItem } from './LogoCarousel'
import { act } from 'react'
import { nearViewportOptions, useAutoplayAllowed, useNearViewport } from './motion'

vi.mock('swiper/css', () => ({}))
vi.mock('swiper/css/free-mode', () => ({}))

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

const items: LogoCarouselItem[] = [
  { type: 'testimonial', quote: 'Fixed in an afternoon.', author: 'R. Solberg', role: 'Head of ML' },
  {
    type: 'logo',
    name: 'Orvale',
    url: 'https://orvale.example',
    image: { src: '/images/partners/orvale.svg', alt: 'Orvale logo', width: 200, height: 64 },
  },
]

describe('useAutoplayAllowed', () => {
  test('stays still when the visitor prefers reduced motion', () => {
    stubReducedMotion(true)
    const { result } = renderHook(() => useAutoplayAllowed(true))
    expect(result.current).toBe(false)
  })

  test('moves when motion is fine and autoplay is on', () => {
    stubReducedMotion(false)
    const { result } = renderHook(() => useAutoplayAllowed(true))
    expect(result.current).toBe(true)
  })

  test('never moves when autoplay is off', () => {
    stubReducedMotion(false)
    const { result } = renderHook(() => useAutoplayAllowed(false))
    expect(result.current).toBe(false)
  })
})

describe('useNearViewport', () => {
  test('turns true once the element nears the viewport and stays true', () => {
    let notify: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void = () => {}
    let options: IntersectionObserverInit = {}
    const disconnect = vi.fn()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify, init: IntersectionObserverInit) {
          notify = callback
          options = init
        }
        observe() {}
        disconnect = disconnect
      },
    )
    const element = document.createElement('div')
    const { result } = renderHook(() => useNearViewport({ current: element }))
    expect(result.current).toBe(false)
    expect(options.rootMargin).toBe(nearViewportOptions.rootMargin)
    act(() => notify([{ isIntersecting: false, target: element }]))
    expect(result.current).toBe(false)
    act(() => notify([{ isIntersecting: true, target: element }]))
    expect(result.current).toBe(true)
    expect(disconnect).toHaveBeenCalled()
  })
})

describe('LogoCarousel', () => {
  test('server HTML is a still list of every item, without a pause control', () => {
    const html = renderToString(<LogoCarousel items={items} label="Trusted by" />)
    expect(html).toContain('<ul role="list"')
    expect(html).toContain('Orvale logo')
    expect(html).toContain('Fixed in an afternoon.')
    expect(html).not.toContain('Pause')
  })

  test('under reduced motion it renders the still list with each item once', () => {
    stubReducedMotion(true)
    render(<LogoCarousel items={items} label="Trusted by" />)
    expect(screen.getByRole('region', { name: 'Trusted by' })).toBeTruthy()
    expect(screen.getAllByRole('img', { name: 'Orvale logo' })).toHaveLength(1)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
