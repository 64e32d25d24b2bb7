/**
 * Ports the suites serve the production build and the Ladle build on.
 * TEST_PORT_BASE moves both, so two checkouts can run their suites side by side
 * without one reusing the other's server.
 */
const base = Number(process.env.TEST_PORT_BASE ?? 4310)
export const ports = { site: base, stories: base + 1 } as const
export const storiesOrigin = `http://127.0.0.1:${ports.stories}`
