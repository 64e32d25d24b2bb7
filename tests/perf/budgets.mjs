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
 * minifier took over from esbuild's (renderer/generate/minifyPlugin.ts). A route with no row fails the budget, so a
 * new page gets its own.
 */
export const firstLoadBudgets = /** @type {Record<string, FirstLoadBudget>} */ ({
  '(404)': { jsKb: 104.3, totalKb: 155.8 },
  '/': { jsKb: 102.5, totalKb: 156.8 },
  '/about': { jsKb: 99.8, totalKb: 154.6 },
  '/accessibility': { jsKb: 97.8, totalKb: 152.6 },
  '/blog': { jsKb: 98.8, totalKb: 153.7 },
  '/blog/ai-degradation-detection': { jsKb: 100.7, totalKb: 156.3 },
  '/blog/ai-governance-defense': { jsKb: 100.7, totalKb: 156.4 },
  '/blog/ai-risk-defense': { jsKb: 100.7, totalKb: 156.3 },
  '/blog/ai-weight-level-controls-on-nimbus-marketplace': { jsKb: 100.7, totalKb: 156.3 },
  '/blog/carrowfield-partnership': { jsKb: 100.7, totalKb: 156.5 },
  '/blog/financial-services': { jsKb: 100.7, totalKb: 156.9 },
  '/blog/future-ai-governance': { jsKb: 100.7, totalKb: 156.1 },
  '/blog/hidden-risks-of-ai-in-finance': { jsKb: 100.7, totalKb: 156.5 },
  '/blog/interpretability-interoperability': { jsKb: 100.7, totalKb: 156.3 },
  '/blog/kec-accelerator': { jsKb: 100.7, totalKb: 156.1 },
  '/blog/morgan-ellery': { jsKb: 100.7, totalKb: 155.8 },
  '/blog/nimbus-mri': { jsKb: 100.7, totalKb: 156.3 },
  '/blog/pya-ballard-award': { jsKb: 100.7, totalKb: 156.1 },
  '/contact-us': { jsKb: 99.8, totalKb: 152.2 },
  '/demo': { jsKb: 133.8, totalKb: 188.1 },
  '/feed': { jsKb: 98.8, totalKb: 153.7 },
  '/get-started': { jsKb: 100, totalKb: 153.3 },
  '/industries': { jsKb: 99.9, totalKb: 153.5 },
  '/opt-out-preferences': { jsKb: 100.5, totalKb: 155.6 },
  '/privacy-policy': { jsKb: 98.7, totalKb: 154.9 },
  '/solutions': { jsKb: 105.8, totalKb: 164.9 },
  '/solutions/ai-model-optimization': { jsKb: 98.4, totalKb: 151.3 },
  '/solutions/content-impact': { jsKb: 98.4, totalKb: 151.9 },
  '/solutions/degradation-detection': { jsKb: 98.4, totalKb: 151.8 },
  '/terms-and-conditions': { jsKb: 98.7, totalKb: 156.3 },
  '/white-papers': { jsKb: 97.7, totalKb: 149.9 },
  '/white-papers/accountable-ai-finance': { jsKb: 99.2, totalKb: 152.2 },
  '/white-papers/ai-model-degradation': { jsKb: 99.2, totalKb: 152.2 },
  '/white-papers/ai-trust-framework': { jsKb: 99.2, totalKb: 152.2 },
  '/white-papers/tactical-advantage-frontier-ai': { jsKb: 99.2, totalKb: 152.2 },
  '/whitepapers': { jsKb: 97.7, totalKb: 149.9 },
})

/** The fonts of a first visit, every route alike: the two faces' first files (issue 25: 40 KB at most). */
export const firstVisitFontKb = 40

/** Each chunk loaded later, on interaction (with what it imports that first load did not), e.g. the carousel's Swiper. */
export const lazyChunkKb = 60

/** @param {string} route @returns {FirstLoadBudget | undefined} */
export const budgetFor = (route) => (Object.hasOwn(firstLoadBudgets, route) ? firstLoadBudgets[route] : undefined)
