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
 * (86.6 to 38.6 KB). A route with no row fails the budget, so a new page gets its own.
 */
export const firstLoadBudgets = /** @type {Record<string, FirstLoadBudget>} */ ({
  '(404)': { jsKb: 107.5, totalKb: 158.7 },
  '/': { jsKb: 105.7, totalKb: 159.7 },
  '/about': { jsKb: 102.9, totalKb: 157.6 },
  '/accessibility': { jsKb: 101.1, totalKb: 155.4 },
  '/blog': { jsKb: 102.2, totalKb: 156.7 },
  '/blog/ai-degradation-detection': { jsKb: 103.8, totalKb: 159.1 },
  '/blog/ai-governance-defense': { jsKb: 103.8, totalKb: 159.2 },
  '/blog/ai-risk-defense': { jsKb: 103.8, totalKb: 159.2 },
  '/blog/ai-weight-level-controls-on-nimbus-marketplace': { jsKb: 103.8, totalKb: 159.1 },
  '/blog/carrowfield-partnership': { jsKb: 103.8, totalKb: 159.3 },
  '/blog/financial-services': { jsKb: 103.8, totalKb: 159.7 },
  '/blog/future-ai-governance': { jsKb: 103.8, totalKb: 159.0 },
  '/blog/hidden-risks-of-ai-in-finance': { jsKb: 103.8, totalKb: 159.3 },
  '/blog/interpretability-interoperability': { jsKb: 103.8, totalKb: 159.1 },
  '/blog/kec-accelerator': { jsKb: 103.8, totalKb: 158.9 },
  '/blog/morgan-ellery': { jsKb: 103.8, totalKb: 158.6 },
  '/blog/nimbus-mri': { jsKb: 103.8, totalKb: 159.1 },
  '/blog/pya-ballard-award': { jsKb: 103.8, totalKb: 158.8 },
  '/contact-us': { jsKb: 103.1, totalKb: 155.1 },
  '/demo': { jsKb: 138.7, totalKb: 192.7 },
  '/feed': { jsKb: 102.2, totalKb: 156.7 },
  '/get-started': { jsKb: 103.2, totalKb: 156.1 },
  '/industries': { jsKb: 103.1, totalKb: 156.6 },
  '/opt-out-preferences': { jsKb: 103.6, totalKb: 158.4 },
  '/privacy-policy': { jsKb: 101.9, totalKb: 157.8 },
  '/solutions': { jsKb: 109.1, totalKb: 167.9 },
  '/solutions/ai-model-optimization': { jsKb: 101.6, totalKb: 154.1 },
  '/solutions/content-impact': { jsKb: 101.6, totalKb: 154.7 },
  '/solutions/degradation-detection': { jsKb: 101.6, totalKb: 154.6 },
  '/terms-and-conditions': { jsKb: 102, totalKb: 159.1 },
  '/white-papers': { jsKb: 101, totalKb: 152.8 },
  '/white-papers/accountable-ai-finance': { jsKb: 102.6, totalKb: 155.2 },
  '/white-papers/ai-model-degradation': { jsKb: 102.6, totalKb: 155.2 },
  '/white-papers/ai-trust-framework': { jsKb: 102.6, totalKb: 155.2 },
  '/white-papers/tactical-advantage-frontier-ai': { jsKb: 102.6, totalKb: 155.1 },
  '/whitepapers': { jsKb: 101, totalKb: 152.8 },
})

/** The fonts of a first visit, every route alike: the two faces' first files (issue 25: 40 KB at most). */
export const firstVisitFontKb = 40

/** Each chunk loaded later, on interaction (with what it imports that first load did not), e.g. the carousel's Swiper. */
export const lazyChunkKb = 60

/** @param {string} route @returns {FirstLoadBudget | undefined} */
export const budgetFor = (route) => (Object.hasOwn(firstLoadBudgets, route) ? firstLoadBudgets[route] : undefined)
