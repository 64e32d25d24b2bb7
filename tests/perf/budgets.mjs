// @ts-check
// Size budgets, in KB on the wire (compressed as the production server sends them).
// Issue 6: content pages (404, legal, details, articles) at most 100 KB of first-load
// JavaScript, Home at most 130 KB; issue 7: /solutions 130 KB; issue 9: form pages 110 KB;
// issue 10: the preference center, the cookie policy plus its switches and actions, 105 KB.

/** First-load JavaScript per route; a route not listed gets `default`. */
export const firstLoadJsKb = {
  default: 100,
  '/': 130,
  '/solutions': 130,
  '/opt-out-preferences': 105,
  '/contact-us': 110,
  '/demo': 110,
  '/white-papers/ai-model-degradation': 110,
  '/white-papers/ai-trust-framework': 110,
  '/white-papers/accountable-ai-finance': 110,
  '/white-papers/tactical-advantage-frontier-ai': 110,
}

/** Stylesheets a page loads before first paint. */
export const cssKb = 12

/** Each lazily imported chunk (with what it imports that first load did not), e.g. the carousel's Swiper. */
export const lazyChunkKb = 60

/** @param {string} route */
export const jsBudgetFor = (route) => /** @type {Record<string, number>} */ (firstLoadJsKb)[route] ?? firstLoadJsKb.default
