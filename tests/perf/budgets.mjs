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
  '(404)': { jsKb: 126, totalKb: 228.7 },
  '/': { jsKb: 125, totalKb: 231.2 },
  '/about': { jsKb: 103.3, totalKb: 210.3 },
  '/blog': { jsKb: 102.7, totalKb: 209.3 },
  '/blog/ai-degradation-detection': { jsKb: 104.1, totalKb: 211.9 },
  '/blog/ai-governance-defense': { jsKb: 104.1, totalKb: 212.1 },
  '/blog/ai-risk-defense': { jsKb: 104.1, totalKb: 212 },
  '/blog/ai-weight-level-controls-on-nimbus-marketplace': { jsKb: 104.1, totalKb: 211.9 },
  '/blog/carrowfield-partnership': { jsKb: 104.1, totalKb: 212.1 },
  '/blog/financial-services': { jsKb: 104.1, totalKb: 212.7 },
  '/blog/future-ai-governance': { jsKb: 104.1, totalKb: 211.8 },
  '/blog/hidden-risks-of-ai-in-finance': { jsKb: 104.1, totalKb: 212.1 },
  '/blog/interpretability-interoperability': { jsKb: 104.1, totalKb: 211.9 },
  '/blog/kec-accelerator': { jsKb: 104.1, totalKb: 211.7 },
  '/blog/morgan-ellery': { jsKb: 104.1, totalKb: 211.3 },
  '/blog/nimbus-mri': { jsKb: 104.1, totalKb: 211.9 },
  '/blog/pya-ballard-award': { jsKb: 104.1, totalKb: 211.6 },
  '/contact-us': { jsKb: 102.9, totalKb: 206.7 },
  '/demo': { jsKb: 138.5, totalKb: 244.6 },
  '/feed': { jsKb: 102.7, totalKb: 209.3 },
  '/get-started': { jsKb: 103.5, totalKb: 208.4 },
  '/industries': { jsKb: 103.6, totalKb: 209.2 },
  '/opt-out-preferences': { jsKb: 113, totalKb: 220.3 },
  '/privacy-policy': { jsKb: 102.3, totalKb: 210.9 },
  '/solutions': { jsKb: 109.6, totalKb: 222.1 },
  '/solutions/ai-model-optimization': { jsKb: 101.9, totalKb: 206.3 },
  '/solutions/content-impact': { jsKb: 101.9, totalKb: 207.1 },
  '/solutions/degradation-detection': { jsKb: 101.9, totalKb: 207 },
  '/terms-and-conditions': { jsKb: 102.3, totalKb: 212.6 },
  '/white-papers': { jsKb: 101.4, totalKb: 205 },
  '/white-papers/accountable-ai-finance': { jsKb: 102.6, totalKb: 207.1 },
  '/white-papers/ai-model-degradation': { jsKb: 102.6, totalKb: 207.2 },
  '/white-papers/ai-trust-framework': { jsKb: 102.6, totalKb: 207.1 },
  '/white-papers/tactical-advantage-frontier-ai': { jsKb: 102.6, totalKb: 207.1 },
  '/whitepapers': { jsKb: 101.4, totalKb: 205 },
})

/** Each chunk loaded later, on interaction (with what it imports that first load did not), e.g. the carousel's Swiper. */
export const lazyChunkKb = 60

/** @param {string} route @returns {FirstLoadBudget | undefined} */
export const budgetFor = (route) => (Object.hasOwn(firstLoadBudgets, route) ? firstLoadBudgets[route] : undefined)
