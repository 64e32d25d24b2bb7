import { cleanup } from '@testing-library/react'
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
