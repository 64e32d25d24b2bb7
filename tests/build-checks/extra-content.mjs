// Issue 49: a 14th post and a third listed white paper are entries like any other. This builds the site from a copy
// of content/ with one post and one listed paper added (the build reads it through CONTENT_ROOT), finds each where
// the site lists it (its page, /blog and /feed, RSS and Atom, the sitemap, /white-papers and /whitepapers, its social
// card and cover, the paper's PDF), and then runs the unit tests on the same copy, which hold the spec's entries
// rather than its counts. About two minutes, so it runs in .ci/run after `npm test`, not inside it.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vike/api'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))
const origin = 'https://www.tensorwright.example'
const work = mkdtempSync(join(tmpdir(), 'extra-content-'))
const content = join(work, 'content')
// Inside the project, relative to it: Vike joins the output folder to the project's root.
const outDir = join('node_modules', '.cache', 'extra-content')
const started = performance.now()
// The build sets NODE_ENV=production in this process; the unit tests run React in its development build.
const testEnvironment = { ...process.env }
const seconds = () => ((performance.now() - started) / 1000).toFixed(0)

// Newer than every entry of the spec, so the post is the featured one and the paper the first card.
const post = { slug: 'checkpoint-audits-for-every-release', title: 'Checkpoint Audits for Every Model Release', date: '2030-01-15' }
const paper = { slug: 'checkpoint-audit-playbook', title: 'The Checkpoint Audit Playbook', date: '2030-02-01' }

const paragraph = [
  'Every model release deserves the same scrutiny as a code release, and the checkpoint is where that scrutiny belongs.',
  'An audit compares the new checkpoint with the last approved one and attributes each significant change to the training sessions behind it.',
  'Reviewers read a short report instead of a dashboard, and a change nobody asked for is found before customers find it.',
  'Because the analysis runs inside your own environment, no training data and no weights leave it.',
].join(' ')
const section = (heading) => `## ${heading}\n\n${Array.from({ length: 3 }, () => paragraph).join('\n\n')}`

function addEntries() {
  cpSync(join(projectRoot, 'content'), content, { recursive: true })
  writeFileSync(
    join(content, 'blog/posts', `${post.slug}.md`),
    [
      '---',
      `title: ${post.title}`,
      'description: Why every model release deserves an audit of its checkpoints, and how {brand} makes one take minutes.',
      `date: ${post.date}`,
      'author: "{ceo}"',
      'section: Technical Insights',
      'keywords:',
      '  - checkpoint audit',
      '  - model release',
      'coverAlt: A row of model checkpoints, each with a tick beside it',
      '---',
      '',
      ['Why audit a checkpoint', 'What the report shows', 'Where it fits in a release', 'What it costs'].map(section).join('\n\n'),
      '',
    ].join('\n'),
  )
  cpSync(join(content, 'images/blog/ai-degradation-detection.svg'), join(content, 'images/blog', `${post.slug}.svg`))
  writeFileSync(
    join(content, 'white-papers/papers', `${paper.slug}.md`),
    [
      '---',
      `title: ${paper.title}`,
      'description: A step-by-step playbook for auditing every model checkpoint before release, with the reports reviewers need.',
      'keywords:',
      '  - checkpoint audit',
      'type: Model Governance',
      'pages: 24',
      'listed: true',
      `date: ${paper.date}`,
      'lede: Audits catch what metrics miss. This playbook shows how to audit every checkpoint before it ships.',
      'formHeadingTop: Download the playbook',
      'formHeadingBottom: Get your copy of the playbook',
      'keyFindings:',
      '  - Most unwanted changes are visible in the checkpoint before any metric moves.',
      '  - An audit takes minutes when it runs on the checkpoints alone.',
      '  - A short report is read; a dashboard is skimmed.',
      '  - Audits inside your own environment keep data and weights where they are.',
      'coverAlt: A checklist beside a row of model checkpoints',
      '---',
      '',
      [paragraph, paragraph, paragraph].join('\n\n'),
      '',
    ].join('\n'),
  )
  cpSync(join(content, 'images/white-papers/ai-trust-framework.svg'), join(content, 'images/white-papers', `${paper.slug}.svg`))
}

const failures = []
const client = (path) => join(projectRoot, outDir, 'client', path)
const read = (path) => (existsSync(client(path)) ? readFileSync(client(path), 'utf8') : '')
function expectIn(path, text, what) {
  if (!read(path).includes(text)) failures.push(`${path} lacks ${what}: ${text}`)
}
function expectFile(path) {
  if (!existsSync(client(path))) failures.push(`${path} was not written`)
}

function checkOutput() {
  const postPath = `/blog/${post.slug}`
  const paperPath = `/white-papers/${paper.slug}`
  expectIn(`blog/${post.slug}/index.html`, `${post.title}</h1>`, 'the post\'s heading')
  for (const listing of ['blog/index.html', 'feed/index.html']) {
    expectIn(listing, `href="${postPath}"`, 'a link to the post')
    expectIn(listing, post.title, 'the post\'s title')
  }
  expectIn('blog/rss.xml', `<link>${origin}${postPath}</link>`, 'the post')
  expectIn('blog/atom.xml', `href="${origin}${postPath}"`, 'the post')
  expectIn('sitemap.xml', `<loc>${origin}${postPath}</loc><lastmod>${post.date}</lastmod>`, 'the post')
  expectIn('sitemap.xml', `<loc>${origin}${paperPath}</loc><lastmod>${paper.date}</lastmod>`, 'the paper')
  expectIn('sitemap.xml', `<loc>${origin}/white-papers</loc><lastmod>${paper.date}</lastmod>`, 'the listing dated by its newest paper')
  expectIn(`white-papers/${paper.slug}/index.html`, `${paper.title}</h1>`, 'the paper\'s heading')
  for (const listing of ['white-papers/index.html', 'whitepapers/index.html']) {
    expectIn(listing, `href="${paperPath}"`, 'a link to the paper')
    expectIn(listing, paper.title, 'the paper\'s title')
  }
  for (const file of [`images/blog/${post.slug}.svg`, `images/social/blog/${post.slug}.png`, `images/white-papers/${paper.slug}.svg`, `images/social/white-papers/${paper.slug}.png`, `white-papers/${paper.slug}.pdf`]) {
    expectFile(file)
  }
  // The spec's entries are all still there.
  expectIn('blog/index.html', 'href="/blog/ai-weight-level-controls-on-nimbus-marketplace"', 'the spec\'s newest post')
  expectIn('white-papers/index.html', 'href="/white-papers/accountable-ai-finance"', 'the spec\'s first card')
}

try {
  addEntries()
  process.env.CONTENT_ROOT = content
  console.log(`Building the site from ${content} (a copy of content/ with ${post.slug}.md and ${paper.slug}.md added) into ${outDir} …`)
  await build({ viteConfig: { root: projectRoot, logLevel: 'warn', build: { outDir } } })
  console.log(`Built in ${seconds()} s; looking for the new post and paper …`)
  checkOutput()
  console.log('Running the unit tests on the same content …')
  const unit = spawnSync('npx', ['vitest', 'run', '--reporter=dot'], { cwd: projectRoot, env: { ...testEnvironment, CONTENT_ROOT: content }, stdio: 'inherit' })
  if (unit.status !== 0) failures.push(`the unit tests fail with ${post.slug}.md and ${paper.slug}.md added (exit ${unit.status})`)
} finally {
  rmSync(work, { recursive: true, force: true })
  rmSync(join(projectRoot, outDir), { recursive: true, force: true })
}

if (failures.length > 0) {
  console.error(`Extra content: ${failures.length} failure${failures.length === 1 ? '' : 's'}:\n${failures.map((failure) => `  ${failure}`).join('\n')}`)
  process.exitCode = 1
} else {
  console.log(`Extra content: the new post and the new listed paper are on their pages, /blog and /feed, RSS, Atom, the sitemap and /white-papers, and every unit test passes with them (${seconds()} s).`)
}
