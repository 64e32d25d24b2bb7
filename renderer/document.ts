// Attributes the inline boot script sets on <html>. CSS reads them so that
// content and navigation stay usable when JavaScript is off or fails to load.
export const jsEnabledAttribute = 'data-js'
export const jsFailedAttribute = 'data-js-failed'
/** Set once React has hydrated the pre-rendered page. */
export const hydratedAttribute = 'data-hydrated'

/**
 * Runs before first paint. A module script that fails to load (blocked,
 * offline) marks the document so the no-JavaScript layout comes back.
 */
export const bootScript = `(function(d){var h=d.documentElement;h.setAttribute('${jsEnabledAttribute}','');addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'){h.setAttribute('${jsFailedAttribute}','')}},true)})(document)`
