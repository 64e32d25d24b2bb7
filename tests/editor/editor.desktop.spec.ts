import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/fixtures'
import { offerWorkingCopy, readWorkingCopyFile, workingCopyFiles } from './local-repository'

// The editor at /admin (renderer/cms), offline: Sveltia CMS on a copy of this repository's content in the browser's
// own storage, under the policy /admin is served with. Run by `npm run test:editor` (.ci/run), not `npm test`.

const repositoryRoot = join(import.meta.dirname, '..', '..')
const workingCopy = workingCopyFiles(repositoryRoot, ['content/blog/articles'])

async function openOnWorkingCopy(page: Page) {
  await offerWorkingCopy(page, workingCopy)
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible()
}

test.beforeEach(async ({ thirdParty }) => {
  // The GitHub backend asks GitHub's status page whether the API has an incident, even for a local folder.
  await thirdParty.stub('https://www.githubstatus.com/api/v2/status.json', (route) => route.fulfill({ json: { status: { indicator: 'none' } } }))
})

test('the sign-in page offers the local working copy and a GitHub access token, nothing else', async ({ page }) => {
  await page.goto('/admin/')
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible()
  const choices = await page.locator('button:visible').allInnerTexts()
  expect(choices.map((choice) => choice.trim())).toEqual(['Work with Local Repository', 'Sign In Using Access Token'])
})

test('the editor saves a change to a post body into its file in the working copy', async ({ page }) => {
  await openOnWorkingCopy(page)
  await page.getByRole('gridcell', { name: 'What the program is', exact: true }).click()
  const body = page.getByRole('textbox', { name: 'Body' })
  await body.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' A sentence added in the editor.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible()

  const saved = await readWorkingCopyFile(page, 'content/blog/articles/kec-accelerator.md')
  const original = workingCopy['content/blog/articles/kec-accelerator.md'] ?? ''
  expect(saved).toBe(`${original.trimEnd()} A sentence added in the editor.\n`)
})

test('a post with a code block opens; the highlighter the editor would fetch from its CDN is refused', async ({ page, guard }) => {
  const highlighter = /^https:\/\/unpkg\.com\/@sveltia\/ui@[\d.]+\/dist\/shiki-engine\.js$/
  guard.expectConsole("Loading the script 'https://unpkg.com/@sveltia/ui@", { prefix: true })
  await openOnWorkingCopy(page)
  await page.getByRole('gridcell', { name: 'Where model risk management strains', exact: true }).click()
  await expect(page.getByRole('textbox', { name: 'Body' }).locator('code[data-language="json"]')).toContainText('"retail-fraud-screen"')
  // The highlighter's address carries the version of Sveltia's own UI library, which only the violation tells.
  await expect.poll(() => guard.cspViolations.find((violation) => highlighter.test(violation.blockedUri))?.directive).toBe('script-src-elem')
  const refused = guard.cspViolations.find((violation) => highlighter.test(violation.blockedUri))
  guard.expectCspViolation('script-src-elem', refused?.blockedUri ?? '')
})

test.describe('a browser that asks for another language', () => {
  test.use({ locale: 'en-GB' })

  test('gets the editor in that language, from our origin', async ({ page }) => {
    const translation = page.waitForResponse((response) => /\/admin\/sveltia-cms@[\d.]+\/locales\/en-GB\.json$/.test(response.url()))
    await page.goto('/admin/')
    expect((await translation).status()).toBe(200)
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible()
  })
})
