import type { Page } from '@playwright/test'
import { expect } from '../helpers/fixtures'

/** About, Get Started and the three solution detail pages (issue 7), with their snapshot names. */
export const companyPages = [
  { path: '/about', name: 'about' },
  { path: '/get-started', name: 'get-started' },
  { path: '/solutions/content-impact', name: 'content-impact' },
  { path: '/solutions/degradation-detection', name: 'degradation-detection' },
  { path: '/solutions/ai-model-optimization', name: 'ai-model-optimization' },
] as const

/** Lazy images load as they near the viewport; brings each one in before a full-page shot. */
export async function loadImages(page: Page) {
  for (const image of await page.locator('img[loading="lazy"]').all()) await image.scrollIntoViewIfNeeded()
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))).toBe(true)
  await page.evaluate(() => window.scrollTo(0, 0))
}
