import { useEffect } from 'react'
import { prefersReducedMotion } from './usePrefersReducedMotion'

/** SPEC §4 and §9: the scroll to a hash target waits 100 ms, so what it opened has laid out. */
export const hashScrollDelayMs = 100

export interface HashTarget {
  /** What the page opens, e.g. a card id or a panel's key. */
  open: string
  /** The id of the element to scroll to. The fixed header is cleared by `scroll-padding-top` (global.css.ts). */
  scrollTo: string
}

/** The URL's fragment without its `#`, decoded; empty when there is none or it cannot be decoded. */
function currentHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return ''
  }
}

/**
 * Lets the URL's hash drive what is open: on mount (a first load, or a client navigation
 * that arrived with a hash) and on every `hashchange`, a hash that is one of `targets`' own keys
 * opens its target and, after `hashScrollDelayMs`, scrolls to it (smoothly, or at once under
 * reduced motion). Any other hash ("constructor" included) does nothing at all. Pass stable
 * values (the page's data, or memoised): the listener is set up again whenever they change.
 */
export function useHashTarget(targets: Readonly<Record<string, HashTarget>>, open: (key: string) => void): void {
  useEffect(() => {
    let timer: number | undefined
    const follow = () => {
      const hash = currentHash()
      const target = hash && Object.hasOwn(targets, hash) ? targets[hash] : undefined
      if (!target) return
      open(target.open)
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        document.getElementById(target.scrollTo)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' })
      }, hashScrollDelayMs)
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => {
      window.removeEventListener('hashchange', follow)
      window.clearTimeout(timer)
    }
  }, [targets, open])
}
