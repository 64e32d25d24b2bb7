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
 * head's code from the first navigation; totals after the fonts were cut to the characters in use (86.6 to 71.4 KB)
 * and the stylesheet inlined into the HTML. A route with no row fails the budget, so a new page gets its own.
 */
export const firstLoadBudgets = /** @type {Record<string, FirstLoadBudget>} */ ({
  '(404)': { jsKb: 107.5, totalKb: 191.9 },
  '/': { jsKb: 105.7, totalKb: 193.0 },
  '/about': { jsKb: 102.9, totalKb: 191.0 },
  '/accessibility': { jsKb: 101.1, totalKb: 188.8 },
  '/blog': { jsKb: 102.2, totalKb: 190.1 },
  '/blog/ai-degradation-detection': { jsKb: 103.8, totalKb: 192.5 },
  '/blog/ai-governance-defense': { jsKb: 103.8, totalKb: 192.5 },
  '/blog/ai-risk-defense': { jsKb: 103.8, totalKb: 192.5 },
  '/blog/ai-weight-level-controls-on-nimbus-marketplace': { jsKb: 103.8, totalKb: 192.5 },
  '/blog/carrowfield-partnership': { jsKb: 103.8, totalKb: 192.6 },
  '/blog/financial-services': { jsKb: 103.8, totalKb: 193.1 },
  '/blog/future-ai-governance': { jsKb: 103.8, totalKb: 192.3 },
  '/blog/hidden-risks-of-ai-in-finance': { jsKb: 103.8, totalKb: 192.6 },
  '/blog/interpretability-interoperability': { jsKb: 103.8, totalKb: 192.4 },
  '/blog/kec-accelerator': { jsKb: 103.8, totalKb: 192.2 },
  '/blog/morgan-ellery': { jsKb: 103.8, totalKb: 191.9 },
  '/blog/nimbus-mri': { jsKb: 103.8, totalKb: 192.4 },
  '/blog/pya-ballard-award': { jsKb: 103.8, totalKb: 192.2 },
  '/contact-us': { jsKb: 103.1, totalKb: 188.5 },
  '/demo': { jsKb: 138.7, totalKb: 226.0 },
  '/feed': { jsKb: 102.2, totalKb: 190.1 },
  '/get-started': { jsKb: 103.2, totalKb: 189.5 },
  '/industries': { jsKb: 103.1, totalKb: 189.9 },
  '/opt-out-preferences': { jsKb: 103.6, totalKb: 191.7 },
  '/privacy-policy': { jsKb: 101.9, totalKb: 191.2 },
  '/solutions': { jsKb: 109.1, totalKb: 201.3 },
  '/solutions/ai-model-optimization': { jsKb: 101.6, totalKb: 187.4 },
  '/solutions/content-impact': { jsKb: 101.6, totalKb: 188.1 },
  '/solutions/degradation-detection': { jsKb: 101.6, totalKb: 187.9 },
  '/terms-and-conditions': { jsKb: 102, totalKb: 192.5 },
  '/white-papers': { jsKb: 101, totalKb: 186.2 },
  '/white-papers/accountable-ai-finance': { jsKb: 102.6, totalKb: 188.6 },
  '/white-papers/ai-model-degradation': { jsKb: 102.6, totalKb: 188.6 },
  '/white-papers/ai-trust-framework': { jsKb: 102.6, totalKb: 188.6 },
  '/white-papers/tactical-advantage-frontier-ai': { jsKb: 102.6, totalKb: 188.6 },
  '/whitepapers': { jsKb: 101, totalKb: 186.2 },
})

/** Each chunk loaded later, on interaction (with what it imports that first load did not), e.g. the carousel's Swiper. */
export const lazyChunkKb = 60

/** @param {string} route @returns {FirstLoadBudget | undefined} */
export const budgetFor = (route) => (Object.hasOwn(firstLoadBudgets, route) ? firstLoadBudgets[route] : undefined)
