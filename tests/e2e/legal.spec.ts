import { legalPageCopy } from '../../content/legal/page'
import { privacyPolicy, termsAndConditions } from '../../renderer/generate/content.server'
import { expect, gotoHydrated, test } from '../helpers/fixtures'
import { bannerLabel, stubGtag } from './consent-fixtures'

const documents = [
  { path: '/privacy-policy', document: privacyPolicy, sections: 9 },
  { path: '/terms-and-conditions', document: termsAndConditions, sections: 22 },
]

for (const { path, document, sections } of documents) {
  test(`${path}: ${sections} sections dated January 8, 2024, each reached from the contents clear of the fixed header`, async ({ page }) => {
    expect(document.sections).toHaveLength(sections)
    await gotoHydrated(page, path)
    await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible()
    await expect(page.getByText(`${legalPageCopy.lastUpdated}: January 8, 2024`)).toBeVisible()
    const contents = page.getByRole('navigation', { name: legalPageCopy.contents })
    const links = contents.getByRole('link')
    await expect(links).toHaveText(document.sections.map((section) => section.heading))
    await expect(page.locator(document.sections.map((section) => `main h2[id="${section.id}"]`).join(', '))).toHaveCount(sections)

    // The last section and one in the middle: the header must not cover the heading the link jumps to.
    for (const section of [document.sections.at(-1)!, document.sections[Math.floor(sections / 2)]!]) {
      await contents.getByRole('link', { name: section.heading, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`#${section.id}$`))
      const heading = page.locator(`[id="${section.id}"]`)
      await expect(heading).toBeInViewport()
      const headerBottom = await page.locator('#root > header').evaluate((element) => element.getBoundingClientRect().bottom)
      const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top)
      expect(headingTop, `${section.id} below the header`).toBeGreaterThanOrEqual(headerBottom)
    }
  })
}

test.describe('print', () => {
  // A first-time visitor, so the banner is on screen when the page is printed.
  test.use({ consent: 'none' })

  test('a printed legal page leaves out the header, footer, contents and cookie banner', async ({ page, thirdParty }) => {
    await stubGtag(thirdParty)
    await gotoHydrated(page, '/privacy-policy')
    const banner = page.getByRole('region', { name: bannerLabel })
    await expect(banner).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('#root > header')).toBeHidden()
    await expect(page.locator('#root > footer')).toBeHidden()
    await expect(page.getByRole('navigation', { name: legalPageCopy.contents })).toBeHidden()
    await expect(banner).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: privacyPolicy.title })).toBeVisible()
    await expect(page.locator('main')).toHaveCSS('padding-top', '0px')
  })
})
