import { getStartedPage } from '../../content/pages/get-started'
import { site } from '../../content/site'
import { expect, gotoHydrated, test } from '../helpers/fixtures'

const { hero, technicalCall, contact, howItWorks, tryIt, compatibleByDesign, modelsSupported, closing } = getStartedPage
const newTab = ' (opens in a new tab)'

test('every call to action of the page goes where SPEC §2 says', async ({ page }) => {
  await gotoHydrated(page, '/get-started')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: hero.heading })).toBeVisible()

  // The scheduling service is a third party: a new tab, without access back to this page.
  const call = main.getByRole('link', { name: `${technicalCall.label}${newTab}` })
  await expect(call).toBeVisible()
  await expect(call).toHaveAttribute('href', site.schedulingUrl)
  await expect(call).toHaveAttribute('target', '_blank')
  await expect(call).toHaveAttribute('rel', 'noopener noreferrer')
  const book = main.getByRole('link', { name: `${closing.cta.label}${newTab}` })
  await expect(book).toHaveAttribute('href', site.schedulingUrl)
  await expect(book).toHaveAttribute('target', '_blank')

  const contactLinks = main.getByRole('link', { name: contact.label, exact: true })
  await expect(contactLinks).toHaveCount(2)
  for (const link of await contactLinks.all()) {
    await expect(link).toHaveAttribute('href', '/contact-us')
    await expect(link).not.toHaveAttribute('target')
  }
  await expect(main.getByRole('link', { name: tryIt.cta.label })).toHaveAttribute('href', '/demo')
})

test('How It Works is three ordered steps (a 30-minute call, subscription setup, deployment in days); Compatible by Design and Models Supported list their entries', async ({ page }) => {
  await gotoHydrated(page, '/get-started')
  // An ordered list: the order is the sales path.
  const steps = page.getByRole('region', { name: howItWorks.heading }).locator('ol > li')
  await expect(steps).toHaveCount(3)
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(['Technical Call', 'Subscription Setup', 'Rapid Deployment'])
  await expect(steps.nth(0)).toContainText('30 minutes')
  await expect(steps.nth(2)).toContainText('in days')

  const compatible = page.getByRole('region', { name: compatibleByDesign.heading })
  for (const item of compatibleByDesign.items) {
    await expect(compatible.getByRole('heading', { level: 3, name: item.title })).toBeAttached()
    await expect(compatible.getByRole('list', { name: item.title }).getByRole('listitem')).toHaveText(item.entries)
  }
  const models = page.getByRole('region', { name: modelsSupported.heading }).getByRole('list', { name: modelsSupported.heading })
  await expect(models.getByRole('listitem')).toHaveText(modelsSupported.families)
  await expect(page.getByRole('region', { name: closing.heading })).toContainText(closing.body)
})
