import { jsEnabledAttribute, jsFailedAttribute } from '#design-system/styles/js'
import { palette } from '#design-system/tokens'

// The attribute names belong to the design system (styles/js.ts), whose styles read them;
// re-exported for the renderer and the test suites.
export { jsEnabledAttribute, jsFailedAttribute }

/**
 * The browser's own chrome takes the colour of the header and the dark sections. Content holds
 * no colours: the palette is the one place this value lives (public/site.webmanifest repeats it,
 * which document.test.ts checks).
 */
export const themeColor = palette.ink900

/** Set once React has hydrated the pre-rendered page. */
export const hydratedAttribute = 'data-hydrated'

/**
 * Runs before first paint. One of the site's own module scripts failing to load
 * (blocked, offline) marks the document so the no-JavaScript layout comes back.
 * Third-party scripts (analytics, forms) are classic scripts and are often
 * blocked; the page keeps working without them, so they do not count.
 */
export const bootScript = `(function(d){var h=d.documentElement;h.setAttribute('${jsEnabledAttribute}','');addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&t.type==='module'){h.setAttribute('${jsFailedAttribute}','')}},true)})(document)`
