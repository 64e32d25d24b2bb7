/**
 * SPEC §2/§9: the `.fade-in` class contract. Any element with `fadeInClass` is hidden while
 * JavaScript runs (global.css.ts) until the renderer's observer (renderer/useFadeIn.ts) adds
 * `fadeInVisibleClass`, when 10% of it is in view, 50px early at the bottom.
 */
export const fadeInClass = 'fade-in'
export const fadeInVisibleClass = 'is-visible'
export const fadeInObserverOptions = { threshold: 0.1, rootMargin: '0px 0px 50px 0px' } as const
