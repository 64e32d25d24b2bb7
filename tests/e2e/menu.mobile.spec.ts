import { headerCta, primaryNavigation } from '../../content/navigation'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../helpers/fixtures'

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/')
})

test('the menu button toggles the collapsed navigation', async ({ page }) => {
  const button = page.getByRole('button', { name: /menu/i })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Solutions' })).toBeHidden()
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Solutions' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: headerCta.label })).toBeVisible()
  await expectNoAxeViolations(page)
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

test('Escape closes the menu and returns focus to the button', async ({ page }) => {
  const button = page.getByRole('button', { name: /menu/i })
  await button.click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).focus()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
})

test('choosing an item closes the menu', async ({ page }) => {
  const button = page.getByRole('button', { name: /menu/i })
  await button.click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(primaryNavigation.length).toBe(7)
})
