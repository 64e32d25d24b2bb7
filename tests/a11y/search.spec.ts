import type { Page, TestInfo } from '@playwright/test'
import { searchCopy } from '../../content/search'
import { searchControlLabel } from '../../content/search-control'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../helpers/fixtures'
import { checks } from './audit/checks'

// The search dialog open, with results and one of them active, at both widths: axe, and the audit's checks that read
// the page as it stands (tests/a11y/README.md). On a phone the dialog is opened from the menu.

async function openSearchWithResults(page: Page, testInfo: TestInfo) {
  await gotoHydrated(page, '/')
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: /menu/i }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: searchControlLabel }).click()
  const dialog = page.getByRole('dialog', { name: searchCopy.dialogTitle })
  await expect(dialog.getByRole('combobox', { name: searchCopy.inputLabel })).toBeFocused()
  await page.keyboard.type('degradation')
  await expect(dialog.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
}

test('the search dialog with results passes axe and the audit\'s page checks', async ({ page }, testInfo) => {
  await openSearchWithResults(page, testInfo)
  await expectNoAxeViolations(page)
  for (const id of ['target-size', 'label-in-name', 'text-spacing'] as const) expect(await checks[id](page), id).toEqual([])
})
