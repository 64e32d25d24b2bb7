/**
 * Routes of content/routes.ts that are not built yet. Each later issue that
 * builds a page removes its path here in the same change, so this list only
 * shrinks: the route-table test fails when a path listed here is built (remove
 * it) or is no longer in the table (a typo or a renamed route).
 */
export const pendingRoutes: readonly string[] = []
