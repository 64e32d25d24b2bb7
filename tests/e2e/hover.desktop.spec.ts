import type { Locator, Page } from '@playwright/test'
import { home } from '../../content/pages/home'
import { expect, gotoHydrated, settleAnimations, test } from '../helpers/fixtures'

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/')
})

test('a Learn more tooltip opens on hover after the 700 ms delay', async ({ page }) => {
  const trigger = page.getByRole('button', { name: 'Learn more' }).nth(1)
  // The section slides in when scrolled into view; hover where the trigger comes to rest.
  await trigger.scrollIntoViewIfNeeded()
  await settleAnimations(page)
  await trigger.hover()
  await page.waitForTimeout(300)
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[1]!.tooltip)
})

/**
 * Where one slide sits, measured from the strip's own edge: what a visitor sees move. The slide is picked once (the
 * first at the left edge) and followed by identity, since Swiper's loop moves slides around in the DOM and re-bases
 * the wrapper's transform while the strip stands still.
 */
const stripPosition = (carousel: Locator) =>
  carousel.evaluate((swiper) => {
    const edge = swiper.getBoundingClientRect().left
    const tracked = ((window as unknown as { trackedSlide?: Element }).trackedSlide ??= [...swiper.querySelectorAll('.swiper-slide')].find(
      (slide) => slide.getBoundingClientRect().right > edge + 1,
    ))
    return tracked!.getBoundingClientRect().left - edge
  })

/** Brings the trusted-by strip on screen (Swiper loads only as it nears) and waits until it moves on its own. */
async function movingStrip(page: Page) {
  await page.getByRole('region', { name: home.trustedBy.carouselLabel }).scrollIntoViewIfNeeded()
  const carousel = page.locator('.swiper').first()
  await carousel.waitFor()
  await settleAnimations(page)
  const start = await stripPosition(carousel)
  await expect.poll(() => stripPosition(carousel), { timeout: 5000 }).not.toBe(start)
  return carousel
}

test('the trusted-by carousel scrolls on its own and pauses while hovered', async ({ page }) => {
  const carousel = await movingStrip(page)

  await carousel.hover()
  await page.waitForTimeout(400)
  const paused = await stripPosition(carousel)
  await page.waitForTimeout(800)
  expect(await stripPosition(carousel)).toBeCloseTo(paused, 0)

  await page.mouse.move(0, 0)
  await expect.poll(() => stripPosition(carousel), { timeout: 5000 }).not.toBeCloseTo(paused, 0)
})

test('a paused strip stays where it stopped when its size changes', async ({ page }) => {
  const carousel = await movingStrip(page)
  await page.getByRole('button', { name: 'Pause animation' }).click()
  const stoppedAt = await stripPosition(carousel)
  // What a logo finishing loading or the fonts arriving do: the strip's box changes and Swiper measures again.
  const narrower = await carousel.evaluate((swiper) => {
    const width = swiper.clientWidth - 1
    ;(swiper as HTMLElement).style.width = `${width}px`
    return width
  })
  // Swiper has measured the new width once its instance says so; it re-seats the strip a frame later.
  await expect.poll(() => carousel.evaluate((swiper) => (swiper as HTMLElement & { swiper: { width: number } }).swiper.width)).toBe(narrower)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await stripPosition(carousel)).toBeCloseTo(stoppedAt, 0)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the carousel stays a still list and sections are visible without animating', async ({ page }) => {
    const carousel = page.getByRole('region', { name: home.trustedBy.carouselLabel })
    await carousel.scrollIntoViewIfNeeded()
    await page.waitForTimeout(1000)
    await expect(carousel.locator('.swiper')).toHaveCount(0)
    await expect(carousel.getByRole('listitem')).toHaveCount(5)
    await expect(carousel.getByRole('img')).toHaveCount(4)
    const lastSection = page.locator('[data-revealed]').last()
    await expect(lastSection).toHaveCSS('opacity', '1')
  })
})
