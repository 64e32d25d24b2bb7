import { leadFormFallbacks } from '../../content/forms'
import { site } from '../../content/site'
import { formPages } from '../helpers/fake-hubspot'
import { expect, test } from '../helpers/fixtures'

test.use({ javaScriptEnabled: false })

test('without JavaScript every form container says how to reach the team by e-mail, never an empty box', async ({ page }) => {
  for (const [path, { targets, formKey }] of Object.entries(formPages)) {
    await page.goto(path)
    const notices = page.getByRole('link', { name: leadFormFallbacks[formKey].link.label })
    await expect(notices, path).toHaveCount(targets.length)
    for (const notice of await notices.all()) {
      await expect(notice).toBeVisible()
      await expect(notice).toHaveAttribute('href', `mailto:${site.contactEmail}`)
    }
    await expect(page.getByText(leadFormFallbacks[formKey].heading, { exact: true })).toHaveCount(targets.length)
  }
})
