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

const carouselOffset = (page: import('@playwright/test').Page) =>
  page.locator('.swiper-wrapper').evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41)

test('the trusted-by carousel scrolls on its own and pauses while hovered', async ({ page }) => {
  // Swiper loads only as the strip nears the screen.
  await page.getByRole('region', { name: home.trustedBy.carouselLabel }).scrollIntoViewIfNeeded()
  const carousel = page.locator('.swiper').first()
  await carousel.waitFor()
  await settleAnimations(page)
  const start = await carouselOffset(page)
  await expect.poll(() => carouselOffset(page), { timeout: 5000 }).not.toBe(start)

  await carousel.hover()
  await page.waitForTimeout(400)
  const paused = await carouselOffset(page)
  await page.waitForTimeout(800)
  expect(await carouselOffset(page)).toBeCloseTo(paused, 0)

  await page.mouse.move(0, 0)
  await expect.poll(() => carouselOffset(page), { timeout: 5000 }).not.toBeCloseTo(paused, 0)
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
