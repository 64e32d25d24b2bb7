import { jsEnabledAttribute, jsFailedAttribute } from '#design-system/styles/js'
import { palette, webFontFamilies } from '#design-system/tokens'

// The attribute names belong to the design system (styles/js.ts), whose styles read them;
// re-exported for the renderer and the test suites.
export { jsEnabledAttribute, jsFailedAttribute }

/**
 * The browser's own chrome takes the colour of the header and the dark sections. Content holds
 * no colours: the palette is the one place this value lives.
 */
export const themeColor = palette.ink900

/** Set once React has hydrated the pre-rendered page. */
export const hydratedAttribute = 'data-hydrated'

/**
 * Runs before first paint, after the inlined stylesheet. One of the site's own module scripts failing to load
 * (blocked, offline) marks the document so the no-JavaScript layout comes back. Third-party scripts (analytics,
 * forms) are classic scripts and are often blocked; the page keeps working without them, so they do not count.
 * It also starts decoding the two faces the stylesheet carries as data: URLs while the parser reads the body: left to
 * the first layout, the decode often finished just after the first paint, and an icon beside a line of text moved
 * when the text took its face (on /privacy-policy, 6.7 px, in four loads of six).
 */
export const bootScript = `(function(d){var h=d.documentElement;h.setAttribute('${jsEnabledAttribute}','');addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&t.type==='module'){h.setAttribute('${jsFailedAttribute}','')}},true);if(d.fonts){d.fonts.load('1em "${webFontFamilies.text}"');d.fonts.load('1em "${webFontFamilies.mono}"')}})(document)`

/** The attribute of the script element that starts the page's JavaScript; its value is the URL of Vike's client entry. */
export const entryAttribute = 'data-entry'

/**
 * Starts the page's JavaScript once its first contentful paint is on screen, in place of Vike's entry module script
 * (renderer/generate/entryAfterPaintPlugin.ts). The pre-rendered page paints from its HTML alone; fetched before that
 * paint, the entry's chunks share the slow first connection with the HTML, and Lighthouse charges them to the paint
 * and to the largest paint (renderer/README.md, "Loading"). The paint timing entry, not the next animation frame: a
 * frame's callbacks run before its paint is presented, so an import started there often still counted as before the
 * paint. Without paint timing, or in a tab opened in the background (which paints only once shown), it starts after
 * the next frame instead. A chunk that fails to load marks the document as the boot script does, so the
 * no-JavaScript layout comes back. A classic script, so that it can read its own element; the same text on every
 * page, so one CSP hash allows it.
 */
export const entryLoaderScript = `(function(s,h,d){var started;function start(){if(started)return;started=1;import(s.getAttribute('${entryAttribute}')).catch(function(){h.setAttribute('${jsFailedAttribute}','')})}function afterFrame(){requestAnimationFrame(function(){setTimeout(start)})}try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true})}catch(e){afterFrame()}if(d.visibilityState==='hidden')d.addEventListener('visibilitychange',afterFrame,{once:true})})(document.currentScript,document.documentElement,document)`
