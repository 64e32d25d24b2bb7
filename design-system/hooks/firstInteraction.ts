import { useEffect, useState } from 'react'

let interacted: Promise<void> | undefined

/**
 * Resolves at the visitor's first pointer movement, touch, key press or focus anywhere in the document: before they
 * can reach a control, but after a visit that only reads. Code nobody can use before touching the page waits for it,
 * so it is no part of the first load. It hears only interactions after its first call: the client renderer makes
 * that call on hydration.
 */
export function firstInteraction(): Promise<void> {
  return (interacted ??= new Promise<void>((resolve) => {
    const events = ['pointerover', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const
    const interact = () => {
      for (const event of events) document.removeEventListener(event, interact, true)
      resolve()
    }
    for (const event of events) document.addEventListener(event, interact, { capture: true, passive: true })
  }))
}

/** False until the visitor's first interaction (`firstInteraction`), then true; false on the server. */
export function useFirstInteraction(): boolean {
  const [hasInteracted, setHasInteracted] = useState(false)
  useEffect(() => {
    let mounted = true
    void firstInteraction().then(() => mounted && setHasInteracted(true))
    return () => {
      mounted = false
    }
  }, [])
  return hasInteracted
}
