/**
 * The "JavaScript is running" contract. The renderer's boot script (renderer/document.ts)
 * sets `jsEnabledAttribute` on <html> before first paint, and `jsFailedAttribute` when a
 * module script fails to load. Styles that only make sense with JavaScript (a fixed
 * header, a collapsed menu, content hidden until it is revealed) hang off `jsRunning`,
 * so without JavaScript, or when the bundle fails, the page falls back to its static layout.
 */
export const jsEnabledAttribute = 'data-js'
export const jsFailedAttribute = 'data-js-failed'

/**
 * An ancestor selector: `${jsRunning} &`. Not limited to <html> so that a story can opt a
 * component in with a wrapper carrying `jsEnabledAttribute` (see Header.stories.tsx).
 */
export const jsRunning = `[${jsEnabledAttribute}]:not([${jsFailedAttribute}])`

/** `${inJs()}` is the current element while JavaScript runs; `inJs('& > li')` a descendant. */
export const inJs = (selector = '&') => `${jsRunning} ${selector}`
