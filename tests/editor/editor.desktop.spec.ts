import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { slugSchema } from '../../content/schema'
import { expect, test } from '../helpers/fixtures'
import { offerWorkingCopy, readWorkingCopyFolder, workingCopyFiles } from './local-repository'

// The editor at /admin (renderer/cms), offline: Sveltia CMS on a copy of this repository's content in the browser's
// own storage, under the policy /admin is served with. Run by `npm run test:editor` (.ci/run), not `npm test`.

const repositoryRoot = join(import.meta.dirname, '..', '..')
const workingCopy = workingCopyFiles(repositoryRoot, ['content'])
const origin = 'https://www.tensorwright.example'

async function openOnWorkingCopy(page: Page, files = workingCopy) {
  await offerWorkingCopy(page, files)
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible()
}

/** A field of the entry being edited, by its label (Sveltia names each field's group “Label” Field, with isolates). */
const field = (page: Page, label: string) => page.getByRole('group', { name: `“\u2068${label}\u2069” Field`, exact: true })

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

const post = { slug: 'checkpoint-audits-for-every-release', title: 'Checkpoint Audits for Every Model Release', date: '2030-03-02' }
const headline = 'Weight-level control for every model you’ve shipped'
const paragraph = [
  'Every model release deserves the same scrutiny as a code release, and the checkpoint is where that scrutiny belongs.',
  'An audit compares the new checkpoint with the last approved one and attributes each significant change to the training sessions behind it.',
  'Reviewers read a short report instead of a dashboard, and a change nobody asked for is found before customers find it.',
].join(' ')
const body = ['Why audit a checkpoint', 'What the report shows', 'Where it fits in a release', 'What it costs']
  .map((heading) => `## ${heading}\n\n${[paragraph, paragraph, paragraph, paragraph].join('\n\n')}`)
  .join('\n\n')

/** Fills in a new blog post's fields, all valid but the slug, which is `slug`. */
async function fillNewPost(page: Page, slug: string) {
  await page.getByRole('treeitem', { name: 'Blog posts' }).click()
  await page.getByRole('button', { name: 'Create New Entry' }).click()
  await field(page, 'Title').getByRole('textbox').fill(post.title)
  await field(page, 'Description').getByRole('textbox').fill('Why every model release deserves an audit of its checkpoints, and how {brand} makes one take minutes.')
  await field(page, 'Date').locator('input').fill(post.date)
  await field(page, 'Author').getByRole('textbox').fill('{ceo}')
  await page.getByRole('combobox', { name: 'Section' }).click()
  await page.getByRole('option', { name: 'Technical Insights', exact: true }).click()
  await field(page, 'Keywords').getByRole('button', { name: 'Add \u2068Keywords\u2069' }).click()
  await field(page, 'Keyword').getByRole('textbox').fill('checkpoint audit')
  await field(page, 'Cover image description').getByRole('textbox').fill('A row of model checkpoints, each with a tick beside it')
  await field(page, 'Body').getByRole('button', { name: 'Edit in Markdown' }).click()
  await field(page, 'Body').getByRole('textbox').fill(body)
  // The slug last: filled at once, on a loaded machine it was sometimes cleared again as the new entry finished
  // setting up, and the save was refused with "The slug cannot be empty."
  const slugField = page.getByRole('group', { name: 'Slug', exact: true }).getByRole('textbox')
  await slugField.fill(slug)
  await expect(slugField).toHaveValue(slug)
}

test('a post created and a headline changed in the editor are on the site its files build', async ({ page }) => {
  // The build on the saved files takes about a minute on a quiet machine.
  test.setTimeout(600_000)
  // The post's cover is found by its slug. It is placed in the blog's image folder as a person would copy it there:
  // uploading it on the editor's Assets page did not reach the working copy under test (see the delivery guide).
  const coverPath = `content/images/blog/${post.slug}.svg`
  await openOnWorkingCopy(page, { ...workingCopy, [coverPath]: workingCopy['content/images/blog/ai-degradation-detection.svg'] ?? '' })

  await fillNewPost(page, post.slug)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible()

  await page.getByRole('treeitem', { name: 'Pages' }).click()
  await page.getByRole('gridcell', { name: 'Home', exact: true }).click()
  await field(page, 'Hero').locator(field(page, 'Heading')).getByRole('textbox').fill(headline)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible()

  // The files as the editor left them: the new post as Markdown with front matter, the page's copy changed in one place.
  const saved = await readWorkingCopyFolder(page, 'content')
  const postFile = saved[`content/blog/posts/${post.slug}.md`] ?? ''
  const [, frontMatter = '', savedBody = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(postFile) ?? []
  expect(parse(frontMatter)).toEqual({
    title: post.title,
    description: 'Why every model release deserves an audit of its checkpoints, and how {brand} makes one take minutes.',
    date: post.date,
    author: '{ceo}',
    section: 'Technical Insights',
    keywords: ['checkpoint audit'],
    coverAlt: 'A row of model checkpoints, each with a tick beside it',
  })
  expect(savedBody.trim()).toBe(body)
  const home = JSON.parse(workingCopy['content/pages/home.json'] ?? '{}') as { hero: { heading: string } }
  expect(JSON.parse(saved['content/pages/home.json'] ?? '{}')).toEqual({ ...home, hero: { ...home.hero, heading: headline } })
  const changed = Object.keys(saved).filter((path) => saved[path] !== workingCopy[path])
  expect(changed.sort()).toEqual([`content/blog/posts/${post.slug}.md`, coverPath, 'content/pages/home.json'])

  // The content check and the build, on those files.
  const work = mkdtempSync(join(tmpdir(), 'editor-content-'))
  const outDir = join('node_modules', '.cache', 'editor-content')
  try {
    for (const [path, text] of Object.entries(saved)) {
      mkdirSync(dirname(join(work, path)), { recursive: true })
      writeFileSync(join(work, path), text)
    }
    const environment = { ...process.env, CONTENT_ROOT: join(work, 'content') }
    const check = spawnSync('node', ['renderer/generate/check-content.mjs'], { cwd: repositoryRoot, env: environment, encoding: 'utf8' })
    expect(check.status, check.stderr).toBe(0)
    expect(check.stdout).toContain('14 posts')
    const build = spawnSync('node', ['tests/editor/build-content-copy.mjs', outDir], { cwd: repositoryRoot, env: environment, encoding: 'utf8' })
    expect(build.status, build.stderr).toBe(0)

    const built = (path: string) => readFileSync(join(repositoryRoot, outDir, 'client', path), 'utf8')
    expect(built(`blog/${post.slug}/index.html`)).toContain(`${post.title}</h1>`)
    for (const listing of ['blog/index.html', 'feed/index.html']) expect(built(listing), listing).toContain(`href="/blog/${post.slug}"`)
    expect(built('blog/rss.xml')).toContain(`<link>${origin}/blog/${post.slug}</link>`)
    expect(built('sitemap.xml')).toContain(`<loc>${origin}/blog/${post.slug}</loc><lastmod>${post.date}</lastmod>`)
    expect(built('index.html')).toContain(`${headline}</h1>`)
  } finally {
    rmSync(work, { recursive: true, force: true })
    rmSync(join(repositoryRoot, outDir), { recursive: true, force: true })
  }
})

test('a save with an invalid field is refused with the schema’s message, and writes nothing', async ({ page }) => {
  await openOnWorkingCopy(page)
  await fillNewPost(page, 'Checkpoint-Audits')
  await page.getByRole('button', { name: 'Save' }).click()
  const message = slugSchema.safeParse('Checkpoint-Audits').error?.issues[0]?.message ?? ''
  expect(message).toBe('must be lower-case words joined by hyphens, such as kec-accelerator')
  await expect(page.getByRole('group', { name: 'Slug', exact: true })).toContainText(message)
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toHaveCount(0)
  const saved = await readWorkingCopyFolder(page, 'content')
  expect(Object.keys(saved).filter((path) => saved[path] !== workingCopy[path])).toEqual([])
})

test('a post with a code block opens; the highlighter the editor would fetch from its CDN is refused', async ({ page, guard }) => {
  const highlighter = /^https:\/\/unpkg\.com\/@sveltia\/ui@[\d.]+\/dist\/shiki-engine\.js$/
  guard.expectConsole("Loading the script 'https://unpkg.com/@sveltia/ui@", { prefix: true })
  await openOnWorkingCopy(page)
  await page.getByRole('gridcell', { name: 'Compliance-Ready AI for Financial Services', exact: true }).click()
  await expect(field(page, 'Body').locator('code[data-language="json"]')).toContainText('"retail-fraud-screen"')
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
