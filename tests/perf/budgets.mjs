// @ts-check
// Size budgets, in KB on the wire (compressed as the production server sends them), under the one definition of
// first load in budget.mjs: what a first-time visitor's browser fetches before the page is idle (HTML, CSS, fonts,
// the entry's JavaScript and every chunk fetched during load). Each row is its route's measured figure plus a small
// margin. Lower a row when a change makes its route lighter. A row may rise only by what a removed mechanism saved
// (a first-paint or loading device that did not earn its place), and the commit that raises it says by how much and
// why; never raise one just to let a change through.

/** @typedef {{ jsKb: number, totalKb: number }} FirstLoadBudget */

/**
 * First-load JavaScript and first-load total per route; `(404)` is the not-found page (it moves on to `/`, so it
 * fetches Home's code too). A route with no row fails the budget, so a new page gets its own; a new post or white
 * paper takes its collection's (`budgetFor`).
 */
export const firstLoadBudgets = /** @type {Record<string, FirstLoadBudget>} */ ({
  '(404)': { jsKb: 100.7, totalKb: 152.1 },
  '/': { jsKb: 98.9, totalKb: 154.1 },
  '/about': { jsKb: 97.9, totalKb: 153.3 },
  '/accessibility': { jsKb: 95.6, totalKb: 150.9 },
  '/blog': { jsKb: 97.1, totalKb: 152 },
  '/blog/ai-degradation-detection': { jsKb: 97.8, totalKb: 153.9 },
  '/blog/ai-governance-defense': { jsKb: 97.8, totalKb: 154 },
  '/blog/ai-risk-defense': { jsKb: 97.8, totalKb: 154 },
  '/blog/ai-weight-level-controls-on-nimbus-marketplace': { jsKb: 97.8, totalKb: 153.9 },
  '/blog/carrowfield-partnership': { jsKb: 97.8, totalKb: 154.1 },
  '/blog/financial-services': { jsKb: 97.8, totalKb: 154.5 },
  '/blog/future-ai-governance': { jsKb: 97.8, totalKb: 153.7 },
  '/blog/hidden-risks-of-ai-in-finance': { jsKb: 97.8, totalKb: 154 },
  '/blog/interpretability-interoperability': { jsKb: 97.8, totalKb: 153.8 },
  '/blog/kec-accelerator': { jsKb: 97.8, totalKb: 153.7 },
  '/blog/morgan-ellery': { jsKb: 97.8, totalKb: 153.4 },
  '/blog/nimbus-mri': { jsKb: 97.8, totalKb: 153.9 },
  '/blog/pya-ballard-award': { jsKb: 97.8, totalKb: 153.7 },
  '/contact-us': { jsKb: 97.9, totalKb: 150.6 },
  '/demo': { jsKb: 132.1, totalKb: 186.5 },
  '/feed': { jsKb: 97.1, totalKb: 152 },
  '/get-started': { jsKb: 97.4, totalKb: 151.4 },
  '/industries': { jsKb: 96.8, totalKb: 151.1 },
  '/opt-out-preferences': { jsKb: 98.4, totalKb: 153.6 },
  '/privacy-policy': { jsKb: 96.3, totalKb: 152.9 },
  '/search': { jsKb: 100, totalKb: 155.9 },
  '/solutions': { jsKb: 99.2, totalKb: 160.7 },
  '/solutions/ai-model-optimization': { jsKb: 96.9, totalKb: 149.9 },
  '/solutions/content-impact': { jsKb: 96.9, totalKb: 150.6 },
  '/solutions/degradation-detection': { jsKb: 96.9, totalKb: 150.4 },
  '/terms-and-conditions': { jsKb: 96.3, totalKb: 154.1 },
  '/white-papers': { jsKb: 96, totalKb: 148.2 },
  '/white-papers/accountable-ai-finance': { jsKb: 97.8, totalKb: 150.8 },
  '/white-papers/ai-model-degradation': { jsKb: 97.8, totalKb: 150.9 },
  '/white-papers/ai-trust-framework': { jsKb: 97.8, totalKb: 150.9 },
  '/white-papers/tactical-advantage-frontier-ai': { jsKb: 97.8, totalKb: 150.8 },
  '/whitepapers': { jsKb: 96, totalKb: 148.2 },
})

/**
 * The fonts of a first visit, every route alike: the two faces inlined in the stylesheet. Cut to every character of
 * `fontCoverage` they weigh 53.3 KB, so content that uses any of them stays under this; cut to what the site uses
 * today, about 40 KB (renderer/generate/fontSubsets.ts).
 */
export const firstVisitFontKb = 54

/** Each chunk loaded later, on interaction (with what it imports that first load did not), e.g. the carousel's Swiper. */
export const lazyChunkKb = 60

/**
 * The collections the marketing team adds to without code (content/README.md): a new post or white paper renders
 * through the same template as the spec's entries, so it gets the largest of their rows rather than a row of its own.
 */
const collectionPrefixes = ['/blog/', '/white-papers/']

/** @param {string} prefix @returns {FirstLoadBudget} */
function collectionBudget(prefix) {
  const rows = Object.entries(firstLoadBudgets)
    .filter(([route]) => route.startsWith(prefix))
    .map(([, budget]) => budget)
  return { jsKb: Math.max(...rows.map((row) => row.jsKb)), totalKb: Math.max(...rows.map((row) => row.totalKb)) }
}

/** @param {string} route @returns {FirstLoadBudget | undefined} */
export function budgetFor(route) {
  if (Object.hasOwn(firstLoadBudgets, route)) return firstLoadBudgets[route]
  const prefix = collectionPrefixes.find((start) => route.startsWith(start) && route.length > start.length)
  return prefix === undefined ? undefined : collectionBudget(prefix)
}
