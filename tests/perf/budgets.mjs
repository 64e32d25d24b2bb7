// @ts-check
// Size budgets, in KB on the wire (compressed as the production server sends them), under the one
// definition of first load in budget.mjs: what a first-time visitor's browser fetches before the
// page is idle (HTML, CSS, fonts, the entry's JavaScript and every chunk fetched during load).
// Issue 22 re-based every route to its measured figures plus 2%, so a budget can only go down:
// lower one when a change makes its route lighter; never raise one to let a change through.

/** @typedef {{ jsKb: number, totalKb: number }} FirstLoadBudget */

/**
 * First-load JavaScript and first-load total per route; `(404)` is the not-found page (it moves on to `/`, so
 * it fetches Home's code too). Measured on 24 November 2026 with the build of that day, plus 2%. A route with no
 * row fails the budget, so a new page gets its own.
 */
export const firstLoadBudgets = /** @type {Record<string, FirstLoadBudget>} */ ({
  '(404)': { jsKb: 127.8, totalKb: 230.5 },
  '/': { jsKb: 126.7, totalKb: 232.9 },
  '/about': { jsKb: 105.2, totalKb: 212.3 },
  '/accessibility': { jsKb: 102.7, totalKb: 207.8 },
  '/blog': { jsKb: 104.4, totalKb: 211.2 },
  '/blog/ai-degradation-detection': { jsKb: 104.5, totalKb: 212.4 },
  '/blog/ai-governance-defense': { jsKb: 104.5, totalKb: 212.5 },
  '/blog/ai-risk-defense': { jsKb: 104.5, totalKb: 212.5 },
  '/blog/ai-weight-level-controls-on-nimbus-marketplace': { jsKb: 104.5, totalKb: 212.4 },
  '/blog/carrowfield-partnership': { jsKb: 104.5, totalKb: 212.6 },
  '/blog/financial-services': { jsKb: 104.5, totalKb: 213.1 },
  '/blog/future-ai-governance': { jsKb: 104.5, totalKb: 212.3 },
  '/blog/hidden-risks-of-ai-in-finance': { jsKb: 104.5, totalKb: 212.5 },
  '/blog/interpretability-interoperability': { jsKb: 104.5, totalKb: 212.3 },
  '/blog/kec-accelerator': { jsKb: 104.5, totalKb: 212.2 },
  '/blog/morgan-ellery': { jsKb: 104.5, totalKb: 211.8 },
  '/blog/nimbus-mri': { jsKb: 104.5, totalKb: 212.4 },
  '/blog/pya-ballard-award': { jsKb: 104.5, totalKb: 212.1 },
  '/contact-us': { jsKb: 105.3, totalKb: 209.1 },
  '/demo': { jsKb: 140.9, totalKb: 247.1 },
  '/feed': { jsKb: 104.4, totalKb: 211.3 },
  '/get-started': { jsKb: 105.4, totalKb: 210.4 },
  '/industries': { jsKb: 105.4, totalKb: 211 },
  '/opt-out-preferences': { jsKb: 113.5, totalKb: 220.8 },
  '/privacy-policy': { jsKb: 102.7, totalKb: 211.4 },
  '/solutions': { jsKb: 110.4, totalKb: 222.9 },
  '/solutions/ai-model-optimization': { jsKb: 103.7, totalKb: 208.1 },
  '/solutions/content-impact': { jsKb: 103.7, totalKb: 208.8 },
  '/solutions/degradation-detection': { jsKb: 103.7, totalKb: 208.7 },
  '/terms-and-conditions': { jsKb: 102.7, totalKb: 213 },
  '/white-papers': { jsKb: 103.2, totalKb: 206.8 },
  '/white-papers/accountable-ai-finance': { jsKb: 104.8, totalKb: 209.5 },
  '/white-papers/ai-model-degradation': { jsKb: 104.8, totalKb: 209.5 },
  '/white-papers/ai-trust-framework': { jsKb: 104.8, totalKb: 209.5 },
  '/white-papers/tactical-advantage-frontier-ai': { jsKb: 104.8, totalKb: 209.4 },
  '/whitepapers': { jsKb: 103.2, totalKb: 206.8 },
})

/** Each chunk loaded later, on interaction (with what it imports that first load did not), e.g. the carousel's Swiper. */
export const lazyChunkKb = 60

/** @param {string} route @returns {FirstLoadBudget | undefined} */
export const budgetFor = (route) => (Object.hasOwn(firstLoadBudgets, route) ? firstLoadBudgets[route] : undefined)
