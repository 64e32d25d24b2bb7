import { searchCopy } from '../../content/search'
import { searchControlLabel } from '../../content/search-control'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

// On a phone the search control is in the menu; the dialog covers the screen and leaves the menu open beneath it.

test('the menu\'s search control opens the dialog; Escape closes it and returns focus to the control in the open menu', async ({ page }) => {
  await gotoHydrated(page, '/')
  const menuButton = page.getByRole('button', { name: /menu/i })
  await menuButton.click()
  const control = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: searchControlLabel })
  await control.click()
  const dialog = page.getByRole('dialog', { name: searchCopy.dialogTitle })
  await expect(dialog.getByRole('combobox', { name: searchCopy.inputLabel })).toBeFocused()
  const box = await dialog.boundingBox()
  expect(box?.width).toBe(page.viewportSize()?.width)
  await page.keyboard.type('degradation')
  await expect(dialog.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await expect(control).toBeFocused()
})

test('choosing a result closes the dialog and the menu and opens the page', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: /menu/i }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: searchControlLabel }).click()
  const dialog = page.getByRole('dialog', { name: searchCopy.dialogTitle })
  await expect(dialog.getByRole('combobox', { name: searchCopy.inputLabel })).toBeFocused()
  await page.keyboard.type('degradation')
  await dialog.locator('[href="/solutions/degradation-detection"]').click()
  await expect(page).toHaveURL(/\/solutions\/degradation-detection$/)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: /menu/i })).toHaveAttribute('aria-expanded', 'false')
})
