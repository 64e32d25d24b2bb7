import type { Locator, Page } from '@playwright/test'
import type { Swiper as SwiperClass } from 'swiper'
import { home } from '../../content/pages/home'
import { afterNextFrames, expect, gotoHydrated, scrollIntoViewAtRest, test } from '../helpers/fixtures'
import { timeTooltipFromPointer, tooltipOpenDelayMs, tooltipOpenedAfter } from '../helpers/tooltip'

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/')
})

test('a Learn more tooltip opens on hover after the 700 ms delay', async ({ page }) => {
  const trigger = page.getByRole('button', { name: 'Learn more' }).nth(1)
  await scrollIntoViewAtRest(trigger)
  // Radix arrives at the first interaction (deferred-loading.desktop.spec.ts), here a key press.
  await page.keyboard.press('Shift')
  await page.waitForLoadState('networkidle')
  await timeTooltipFromPointer(trigger)
  await trigger.hover()
  await expect(page.getByRole('tooltip')).toHaveText(home.tools.items[1]!.tooltip)
  expect(await tooltipOpenedAfter(page)).toBeGreaterThanOrEqual(tooltipOpenDelayMs)
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
  await scrollIntoViewAtRest(page.getByRole('region', { name: home.trustedBy.carouselLabel }))
  const carousel = page.locator('.swiper').first()
  await carousel.waitFor()
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

test('a strip paused the moment it sets off does not move', async ({ page }) => {
  const carousel = await movingStrip(page)
  await page.getByRole('button', { name: 'Pause animation' }).click()
  const toggleHandle = await page.getByRole('button', { name: 'Play animation' }).elementHandle()
  const movesAfterPause = await carousel.evaluate(async (element, toggleElement) => {
    const toggle = toggleElement as HTMLButtonElement
    const swiper = (element as HTMLElement & { swiper: SwiperClass }).swiper
    let moves = 0
    swiper.on('beforeTransitionStart', () => (moves += 1))
    // Play starts the autoplay, which queues its first move at once; pause before that move's frame comes.
    swiper.once('autoplayStart', () => toggle.click())
    toggle.click()
    for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame)
    return moves
  }, toggleHandle)
  expect(movesAfterPause).toBe(0)
  await expect(page.getByRole('button', { name: 'Play animation' })).toBeVisible()
})

test('a moving strip keeps moving after Swiper re-seats it just as it sets off', async ({ page }) => {
  const carousel = await movingStrip(page)
  await page.getByRole('button', { name: 'Pause animation' }).click()
  await carousel.evaluate((element) => {
    const swiper = (element as HTMLElement & { swiper: SwiperClass }).swiper
    // What Swiper's own start-up and resize handling do, here between the autoplay starting and its first move: re-seat
    // the strip on its active slide with a move of no duration, which the autoplay pauses for.
    swiper.once('autoplayStart', () => swiper.slideTo(swiper.activeIndex, 0, false, true))
  })
  await page.getByRole('button', { name: 'Play animation' }).click()
  await afterNextFrames(page)
  const reseatedAt = await stripPosition(carousel)
  await expect.poll(() => stripPosition(carousel), { timeout: 5000 }).not.toBeCloseTo(reseatedAt, 0)
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
  await afterNextFrames(page)
  expect(await stripPosition(carousel)).toBeCloseTo(stoppedAt, 0)
  // Nothing later (a logo loading, a second measure) moves it either.
  await page.waitForTimeout(500)
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
