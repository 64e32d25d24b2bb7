import { prefersReducedMotion } from '../../hooks/usePrefersReducedMotion'
import { Button } from '../Button/Button'

export interface BackToTopProps {
  /** The element at the top of the page that receives focus, usually the page's `<h1>`. */
  targetId: string
  children: string
}

/**
 * Scrolls back to the top (smoothly unless the visitor asks for reduced motion)
 * and moves focus there, so keyboard and screen-reader users continue from the
 * top too rather than from a button that has scrolled out of view.
 */
export function BackToTop({ targetId, children }: BackToTopProps) {
  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
    const target = document.getElementById(targetId)
    if (!target) return
    // GOV.UK's pattern for focusing an element that is not interactive: focusable only while it holds focus.
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1')
      target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true })
    }
    // The scroll above owns the motion; focus() would jump there at once.
    target.focus({ preventScroll: true })
  }
  return (
    <Button variant="outline" onClick={backToTop}>
      {children}
    </Button>
  )
}
