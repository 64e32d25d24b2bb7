import { accessibilityStatement } from '../../content/accessibility'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

const path = '/accessibility'

test('the footer\'s Legal column links to the accessibility statement on every page', async ({ page }) => {
  await gotoHydrated(page, '/')
  const legal = page.getByRole('contentinfo').getByRole('list').filter({ has: page.getByRole('link', { name: 'Privacy Policy' }) })
  await expect(legal.getByRole('link', { name: 'Accessibility', exact: true })).toHaveAttribute('href', path)
  await legal.getByRole('link', { name: 'Accessibility', exact: true }).click()
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(accessibilityStatement.heading)
})
