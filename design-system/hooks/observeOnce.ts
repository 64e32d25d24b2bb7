export interface InViewOptions {
  threshold?: number
  rootMargin?: string
}

/**
 * Calls `onVisible` once for each element, the first time it intersects, then stops watching
 * it. The one IntersectionObserver loop behind Reveal, the carousel's lazy start and the
 * renderer's `.fade-in` observer; each passes its own SPEC threshold and margin. Without
 * IntersectionObserver every element counts as visible at once, so content never stays hidden.
 * Returns a cleanup that stops observing.
 */
export function observeOnce<T extends Element>(
  elements: Iterable<T>,
  options: InViewOptions,
  onVisible: (element: T) => void,
): () => void {
  const pending = new Set(elements)
  if (pending.size === 0) return () => {}
  if (typeof IntersectionObserver === 'undefined') {
    for (const element of pending) onVisible(element)
    return () => {}
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const element = entry.target as T
      if (!entry.isIntersecting || !pending.delete(element)) continue
      if (pending.size === 0) observer.disconnect()
      else observer.unobserve(element)
      onVisible(element)
    }
  }, options)
  for (const element of pending) observer.observe(element)
  return () => observer.disconnect()
}
