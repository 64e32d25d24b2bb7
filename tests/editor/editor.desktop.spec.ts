import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../helpers/fixtures'
import type { BrowserGuard } from '../helpers/guard'
import { offerWorkingCopy, readWorkingCopyFile, workingCopyFiles } from './local-repository'

// The editor at /admin (renderer/cms), offline: Sveltia CMS on a copy of this repository's content in the browser's
// own storage, under the policy /admin is served with. Run by `npm run test:editor` (.ci/run), not `npm test`.

const repositoryRoot = join(import.meta.dirname, '..', '..')
const workingCopy = workingCopyFiles(repositoryRoot, ['content/blog/articles'])

/** The editor asks a CDN for its newest version once an hour; /admin's policy refuses it, which is all that happens. */
const updateCheck = 'https://unpkg.com/@sveltia/cms/package.json'

function allowOnlyWhatTheEditorAsksOffline(guard: BrowserGuard) {
  guard.expectCspViolation('connect-src', updateCheck)
  guard.expectConsole(`Connecting to '${updateCheck}' violates the following Content Security Policy directive`, { prefix: true })
  guard.expectConsole(`Fetch API cannot load ${updateCheck}. Refused to connect because it violates the document's Content Security Policy.`)
}

async function openOnWorkingCopy(page: Page) {
  await offerWorkingCopy(page, workingCopy)
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible()
}

test.beforeEach(async ({ guard, thirdParty }) => {
  allowOnlyWhatTheEditorAsksOffline(guard)
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
