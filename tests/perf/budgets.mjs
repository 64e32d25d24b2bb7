// @ts-check
// Size budgets, in KB on the wire (compressed as the production server sends them), under the one
// definition of first load in budget.mjs: what a first-time visitor's browser fetches before the
// page is idle (HTML, CSS, fonts, the entry's JavaScript and every chunk fetched during load).
// Issue 22 re-based every route to its measured figures plus 2%, so a budget can only go down:
// lower one when a change makes its route lighter; never raise one to let a change through.

/** @typedef {{ jsKb: number, totalKb: number }} FirstLoadBudget */

/**
 * First-load JavaScript and first-load total per route; `(404)` is the not-found page (it moves on to `/`, so
 * it fetches Home's code too). Re-based on 26 November 2026 to that day's build plus 2% (issue 25): JS after Radix's
 * tooltip and sonner came to wait for the first interaction, layout classes to come from a static table and the
 * head's code from the first navigation; totals after the stylesheet was inlined into the HTML and the fonts were cut
 * to the characters in use, then to the characters the pages show, and the mono face lost its contextual alternates
 * (86.6 to 38.6 KB). JS and totals re-based again on 28 November 2026, 3.1 to 4.9 KB lower per route, when swc's
 * minifier took over from esbuild's (renderer/generate/minifyPlugin.ts), then 0.3 KB lower when the consent banner's
 * chunk stopped carrying the preference center's copy and cookie tables. A route with no row fails the budget, so a
 * new page gets its own.
 */
export const firstLoadBudgets = /** @type {Record<string, FirstLoadBudget>} */ ({
  '(404)': { jsKb: 104, totalKb: 155.4 },
  '/': { jsKb: 102.2, totalKb: 156.5 },
  '/about': { jsKb: 99.5, totalKb: 154.4 },
  '/accessibility': { jsKb: 97.5, totalKb: 152.3 },
  '/blog': { jsKb: 98.5, totalKb: 153.4 },
  '/blog/ai-degradation-detection': { jsKb: 100.4, totalKb: 156 },
  '/blog/ai-governance-defense': { jsKb: 100.4, totalKb: 156.1 },
  '/blog/ai-risk-defense': { jsKb: 100.4, totalKb: 156.1 },
  '/blog/ai-weight-level-controls-on-nimbus-marketplace': { jsKb: 100.4, totalKb: 156 },
  '/blog/carrowfield-partnership': { jsKb: 100.4, totalKb: 156.2 },
  '/blog/financial-services': { jsKb: 100.4, totalKb: 156.6 },
  '/blog/future-ai-governance': { jsKb: 100.4, totalKb: 155.9 },
  '/blog/hidden-risks-of-ai-in-finance': { jsKb: 100.4, totalKb: 156.2 },
  '/blog/interpretability-interoperability': { jsKb: 100.4, totalKb: 156 },
  '/blog/kec-accelerator': { jsKb: 100.4, totalKb: 155.8 },
  '/blog/morgan-ellery': { jsKb: 100.4, totalKb: 155.4 },
  '/blog/nimbus-mri': { jsKb: 100.4, totalKb: 156 },
  '/blog/pya-ballard-award': { jsKb: 100.4, totalKb: 155.8 },
  '/contact-us': { jsKb: 99.5, totalKb: 151.9 },
  '/demo': { jsKb: 133.4, totalKb: 187.8 },
  '/feed': { jsKb: 98.5, totalKb: 153.3 },
  '/get-started': { jsKb: 99.8, totalKb: 152.9 },
  '/industries': { jsKb: 99.6, totalKb: 153.2 },
  '/opt-out-preferences': { jsKb: 100.2, totalKb: 155.2 },
  '/privacy-policy': { jsKb: 98.5, totalKb: 154.7 },
  '/solutions': { jsKb: 105.5, totalKb: 164.6 },
  '/solutions/ai-model-optimization': { jsKb: 98.1, totalKb: 151 },
  '/solutions/content-impact': { jsKb: 98.1, totalKb: 151.6 },
  '/solutions/degradation-detection': { jsKb: 98.1, totalKb: 151.5 },
  '/terms-and-conditions': { jsKb: 98.5, totalKb: 156 },
  '/white-papers': { jsKb: 97.4, totalKb: 149.7 },
  '/white-papers/accountable-ai-finance': { jsKb: 98.9, totalKb: 151.9 },
  '/white-papers/ai-model-degradation': { jsKb: 98.9, totalKb: 152 },
  '/white-papers/ai-trust-framework': { jsKb: 98.9, totalKb: 151.9 },
  '/white-papers/tactical-advantage-frontier-ai': { jsKb: 98.9, totalKb: 151.9 },
  '/whitepapers': { jsKb: 97.4, totalKb: 149.6 },
})

/** The fonts of a first visit, every route alike: the two faces' first files (issue 25: 40 KB at most). */
export const firstVisitFontKb = 40

/** Each chunk loaded later, on interaction (with what it imports that first load did not), e.g. the carousel's Swiper. */
export const lazyChunkKb = 60

/** @param {string} route @returns {FirstLoadBudget | undefined} */
export const budgetFor = (route) => (Object.hasOwn(firstLoadBudgets, route) ? firstLoadBudgets[route] : undefined)
