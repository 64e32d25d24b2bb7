/** Ports the suites serve the production build and the Ladle build on. */
export const ports = { site: 4310, stories: 4311 } as const
export const storiesOrigin = `http://127.0.0.1:${ports.stories}`
