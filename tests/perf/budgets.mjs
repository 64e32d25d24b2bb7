// @ts-check
// Size budgets, in KB on the wire (compressed as the production server sends them), under the one
// definition of first load in budget.mjs: what a first-time visitor's browser fetches before the
// page is idle (HTML, CSS, fonts, the entry's JavaScript and every chunk fetched during load).
// Issue 22 re-based every route to its measured figures plus 2%, so a budget can only go down:
// lower one when a change makes its route lighter; never raise one to let a change through.

/** @typedef {{ jsKb: number, totalKb: number }} FirstLoadBudget */

/**
 * First-load JavaScript and first-load total per route; `(404)` is the not-found page (it moves on to `/`, so
 * it fetches Home's code too). Totals measured on 24 November 2026 with the build of that day, plus 2%; JS re-based
 * the same way on 26 November (issue 25: Radix's tooltip and sonner wait for the first interaction, layout classes
 * come from a static table, the head's code from the first navigation). A route with no row fails the budget, so a
 * new page gets its own.
 */
export const firstLoadBudgets = /** @type {Record<string, FirstLoadBudget>} */ ({
  '(404)': { jsKb: 107.5, totalKb: 230.5 },
  '/': { jsKb: 105.7, totalKb: 232.9 },
  '/about': { jsKb: 102.9, totalKb: 212.3 },
  '/accessibility': { jsKb: 101.1, totalKb: 207.8 },
  '/blog': { jsKb: 102.2, totalKb: 211.2 },
  '/blog/ai-degradation-detection': { jsKb: 103.8, totalKb: 212.4 },
  '/blog/ai-governance-defense': { jsKb: 103.8, totalKb: 212.5 },
  '/blog/ai-risk-defense': { jsKb: 103.8, totalKb: 212.5 },
  '/blog/ai-weight-level-controls-on-nimbus-marketplace': { jsKb: 103.8, totalKb: 212.4 },
  '/blog/carrowfield-partnership': { jsKb: 103.8, totalKb: 212.6 },
  '/blog/financial-services': { jsKb: 103.8, totalKb: 213.1 },
  '/blog/future-ai-governance': { jsKb: 103.8, totalKb: 212.3 },
  '/blog/hidden-risks-of-ai-in-finance': { jsKb: 103.8, totalKb: 212.5 },
  '/blog/interpretability-interoperability': { jsKb: 103.8, totalKb: 212.3 },
  '/blog/kec-accelerator': { jsKb: 103.8, totalKb: 212.2 },
  '/blog/morgan-ellery': { jsKb: 103.8, totalKb: 211.8 },
  '/blog/nimbus-mri': { jsKb: 103.8, totalKb: 212.4 },
  '/blog/pya-ballard-award': { jsKb: 103.8, totalKb: 212.1 },
  '/contact-us': { jsKb: 103.1, totalKb: 209.1 },
  '/demo': { jsKb: 138.7, totalKb: 247.1 },
  '/feed': { jsKb: 102.2, totalKb: 211.3 },
  '/get-started': { jsKb: 103.2, totalKb: 210.4 },
  '/industries': { jsKb: 103.1, totalKb: 211 },
  '/opt-out-preferences': { jsKb: 103.6, totalKb: 220.8 },
  '/privacy-policy': { jsKb: 101.9, totalKb: 211.4 },
  '/solutions': { jsKb: 109.1, totalKb: 222.9 },
  '/solutions/ai-model-optimization': { jsKb: 101.6, totalKb: 208.1 },
  '/solutions/content-impact': { jsKb: 101.6, totalKb: 208.8 },
  '/solutions/degradation-detection': { jsKb: 101.6, totalKb: 208.7 },
  '/terms-and-conditions': { jsKb: 102, totalKb: 213 },
  '/white-papers': { jsKb: 101, totalKb: 206.8 },
  '/white-papers/accountable-ai-finance': { jsKb: 102.6, totalKb: 209.5 },
  '/white-papers/ai-model-degradation': { jsKb: 102.6, totalKb: 209.5 },
  '/white-papers/ai-trust-framework': { jsKb: 102.6, totalKb: 209.5 },
  '/white-papers/tactical-advantage-frontier-ai': { jsKb: 102.6, totalKb: 209.4 },
  '/whitepapers': { jsKb: 101, totalKb: 206.8 },
})

/** Each chunk loaded later, on interaction (with what it imports that first load did not), e.g. the carousel's Swiper. */
export const lazyChunkKb = 60

/** @param {string} route @returns {FirstLoadBudget | undefined} */
export const budgetFor = (route) => (Object.hasOwn(firstLoadBudgets, route) ? firstLoadBudgets[route] : undefined)
