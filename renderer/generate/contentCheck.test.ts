// The content check over copies of the content folder with mistakes planted in them (issue 49): each mistake is
// reported with its file, its field and the rule in words, all of them in one run, and a correct new post passes.
import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { editContent, issueMistakes } from '../../tests/helpers/content-mistakes'
import { specArticles } from '../../tests/helpers/spec-entries'
import { checkContent, formatProblem } from './contentCheck'

const contentFolder = join(import.meta.dirname, '..', '..', 'content')
const copies: string[] = []

/** A fresh copy of the content folder, changed by `plant`, and the check's report on it, one line per problem. */
function checkCopy(plant: (root: string) => void): { root: string; lines: string[] } {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'))
  copies.push(root)
  cpSync(contentFolder, root, { recursive: true })
  plant(root)
  return { root, lines: checkContent(root).problems.map(formatProblem) }
}

afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true })
})

const post = 'blog/posts/kec-accelerator.md'

/** A post's body of `words` words, one paragraph. */
const prose = (words: number) => Array.from({ length: words }, (_, index) => (index % 12 === 11 ? 'checkpoint.' : 'checkpoint')).join(' ')

describe('the repository\'s content', () => {
  test('has no problem, and the check reads every post and paper', () => {
    const { problems, content } = checkContent(contentFolder)
    expect(problems.map(formatProblem)).toEqual([])
    expect(content?.posts.map((entry) => entry.slug)).toEqual(expect.arrayContaining(specArticles.map((article) => article.slug)))
    expect(content?.papers.length).toBeGreaterThanOrEqual(4)
  })
})

describe('the issue\'s planted mistakes, all reported in one run with the file and the field named', () => {
  const { root, lines } = checkCopy((copy) => {
    for (const mistake of issueMistakes) mistake.plant(copy)
  })
  const reported = lines.map((line) => line.replaceAll(`${root}/`, ''))

  test.each(issueMistakes.map((mistake) => [mistake.name, mistake.reported] as const))('%s', (_name, expected) => {
    expect(reported, reported.join('\n')).toEqual(expect.arrayContaining([...expected]))
  })

  test('nothing else: every line is one of the planted mistakes', () => {
    expect(reported, reported.join('\n')).toHaveLength(issueMistakes.flatMap((mistake) => mistake.reported).length)
  })
})

describe('the characters the fonts always draw', () => {
  const { lines } = checkCopy((copy) =>
    editContent(copy, 'blog/posts/carrowfield-partnership.md', (text) =>
      text.replace(/^coverAlt: (.*)$/m, (_, alt: string) => `coverAlt: "${alt}: José’s “naïve” café – Zürich — Ærø, ¿¡ «€ 5»… • ™"`),
    ),
  )

  test('Latin-1 and the typographic punctuation pass', () => {
    expect(lines).toEqual([])
  })
})

describe('other mistakes a marketer can make, each in its own file, all reported in one run', () => {
  const mistakes: readonly (readonly [name: string, plant: (root: string) => void, reported: string])[] = [
    [
      'a token alone as a YAML value, unquoted',
      (root) => editContent(root, 'blog/posts/financial-services.md', (text) => text.replace('author: "{ceo}"', 'author: {ceo}')),
      'blog/posts/financial-services.md: author must be text: put a value that starts with a {token} in quotes, as in "{brand} news"',
    ],
    [
      'a token at the start of a YAML value, unquoted',
      (root) => editContent(root, post, (text) => text.replace(/^title: .*$/m, 'title: {brand} Joins the KEC Accelerator')),
      'blog/posts/kec-accelerator.md: has a field list that is not valid YAML on line 3: a value that starts with a {token} must be in quotes, as in title: "{brand} news"',
    ],
    [
      'front matter that is not YAML',
      (root) => editContent(root, 'blog/posts/interpretability-interoperability.md', (text) => text.replace(/^section: .*$/m, 'section: "News')),
      'blog/posts/interpretability-interoperability.md: has a field list that is not valid YAML on line 16: Missing closing "quote',
    ],
    [
      'a date that does not exist',
      (root) => editContent(root, 'blog/posts/morgan-ellery.md', (text) => text.replace(/^date: .*$/m, 'date: 2025-02-30')),
      'blog/posts/morgan-ellery.md: date must be an ISO date such as 2025-10-28',
    ],
    [
      'a field the site does not know',
      (root) => editContent(root, 'blog/posts/pya-ballard-award.md', (text) => text.replace(/^section:/m, 'tags: [ai]\nsection:')),
      'blog/posts/pya-ballard-award.md: has a field the site does not know: tags (check the spelling, or remove it)',
    ],
    [
      'a cover of the wrong size',
      (root) => editContent(root, 'images/blog/ai-governance-defense.svg', (text) => text.replace('width="1200" height="630"', 'width="800" height="600"')),
      'blog/posts/ai-governance-defense.md: cover image images/blog/ai-governance-defense.svg is 800 × 600 pixels: it must be 1200 × 630',
    ],
    [
      'a dateline that disagrees with the date',
      (root) => editContent(root, 'blog/posts/nimbus-mri.md', (text) => text.replace('**April 8, 2025**', '**April 9, 2025**')),
      'blog/posts/nimbus-mri.md: body (line 17) gives the date April 9, 2025, but the post\'s date is April 8, 2025',
    ],
    [
      'a post too short to be an article',
      (root) => editContent(root, 'blog/posts/future-ai-governance.md', (text) => `${text.slice(0, text.indexOf('---', 4) + 4)}\n${prose(120)}\n`),
      'blog/posts/future-ai-governance.md: body must be 600 to 1,200 words long (it has 120)',
    ],
    [
      'page copy that is not valid JSON',
      (root) => editContent(root, 'pages/home.json', (text) => text.replace('"heading": "Control that pays for itself",', '"heading": "Control that pays for itself"')),
      'pages/home.json: is not valid JSON near line',
    ],
    [
      'an empty heading in page copy',
      (root) => editContent(root, 'pages/about.json', (text) => text.replace('"heading": "Our Mission"', '"heading": " "')),
      'pages/about.json: mission.heading must not be empty',
    ],
    [
      'a five-item list where the spec has four',
      (root) => editContent(root, 'pages/industries.json', (text) => text.replace('"Honor takedown', '"A fifth benefit",\n        "Honor takedown')),
      'pages/industries.json: industries.foundries.businessBenefits takes at most 4 entries (it has 5)',
    ],
    [
      'a page copy file no page reads',
      (root) => writeFileSync(join(root, 'pages/pricing.json'), '{}'),
      'pages/pricing.json: is not the copy of any page: a new page needs a developer (README.md, "Add a page")',
    ],
    [
      'a legal section without its address',
      (root) => editContent(root, 'legal/terms-and-conditions.md', (text) => text.replace('## 3. Eligibility {#eligibility}', '## 3. Eligibility')),
      'legal/terms-and-conditions.md: body (line 24) has the heading "3. Eligibility" without its address: write it as "## 3. Eligibility {#eligibility}"',
    ],
    [
      'a listed white paper without a date',
      (root) => editContent(root, 'white-papers/papers/accountable-ai-finance.md', (text) => text.replace(/^date: .*\n/m, '')),
      'white-papers/papers/accountable-ai-finance.md: date is required (an ISO date such as 2024-01-15, because the paper is listed)',
    ],
    [
      'a white paper summary with a list',
      (root) => editContent(root, 'white-papers/papers/ai-trust-framework.md', (text) => `${text}\n- a list item\n`),
      'white-papers/papers/ai-trust-framework.md: body (line 34) is not a plain paragraph ("- a list item")',
    ],
    [
      'a partner without its logo',
      (root) => unlinkSync(join(root, 'images/partners/orvale-systems.svg')),
      'carousel.json: logos (entry 4) logo image is missing: add images/partners/orvale-systems.svg, 200 × 64 pixels',
    ],
    [
      'a settings e-mail that is not one',
      (root) => editContent(root, 'settings.json', (text) => text.replace('"press@tensorwright.example"', '"press at tensorwright"')),
      'settings.json: pressEmail must be an e-mail address such as hello@example.com',
    ],
  ]
  const { root, lines } = checkCopy((copy) => {
    for (const [, plant] of mistakes) plant(copy)
  })
  const reported = lines.map((line) => line.replaceAll(`${root}/`, ''))

  test.each(mistakes.map(([name, , line]) => [name, line] as const))('%s', (_name, line) => {
    expect(reported.filter((candidate) => candidate.startsWith(line)), reported.join('\n')).toHaveLength(1)
  })

  test('nothing else: one line per mistake', () => {
    expect(reported, reported.join('\n')).toHaveLength(mistakes.length)
  })
})

describe('a correct new post', () => {
  const slug = 'checkpoint-audits'
  const { root, lines } = checkCopy((copy) => {
    writeFileSync(
      join(copy, `blog/posts/${slug}.md`),
      `---\ntitle: Checkpoint Audits for Every Release\ndescription: Why every model release deserves an audit of its checkpoints, and how {brand} makes one take minutes.\ndate: 2025-11-20\nauthor: "{ceo}"\nsection: Technical Insights\nkeywords:\n  - checkpoint audit\ncoverAlt: A row of checkpoints, each with a tick beside it\n---\n\n${prose(700)}\n`,
    )
    cpSync(join(copy, 'images/blog/kec-accelerator.svg'), join(copy, `images/blog/${slug}.svg`))
  })

  test('passes the check and gets the next free id, its link and its cover from its file name', () => {
    expect(lines).toEqual([])
    const added = checkContent(root).content?.posts.find((entry) => entry.slug === slug)
    expect(added).toMatchObject({ id: 14, link: `/blog/${slug}`, image: { src: `/images/blog/${slug}.svg`, width: 1200, height: 630 }, author: 'Dana Whitcombe' })
    expect(added?.description).toContain('Tensorwright makes one take minutes')
  })
})
