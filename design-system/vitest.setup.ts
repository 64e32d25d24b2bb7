import { cleanup } from '@testing-library/react'
// jsdom has no CSS.escape, which the virtual screen reader (tests/a11y/screen-reader/) uses to resolve id references
// such as aria-controls; the polyfill is the CSSOM algorithm itself and adds nothing else to the global CSS.
import 'css.escape'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

// jsdom has no ResizeObserver, and Radix's popper measures its anchor with one. Tests that need to see what is
// observed stub their own (`vi.stubGlobal`).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
