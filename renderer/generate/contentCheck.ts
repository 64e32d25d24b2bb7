// The content check (issue 49): every data file of content/collections.ts read from a content folder and held to its
// collection's schema, plus what a schema cannot say: unique ids, titles and slugs, cover images that exist at their
// size, Markdown the renderer supports, known {tokens}, word counts and datelines, and characters the fonts can draw.
// Every problem is listed, each naming the file, the field and the rule in the words of content/README.md. It reads
// files and nothing else, so its test plants mistakes in a copy of the content without a build; the build runs it
// first (contentPlugin.ts), and `npm run check:content` runs it alone.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { Lexer } from 'marked'
import type { Tokens } from 'marked'
import type { ZodType } from 'zod'
import { partnerLogoFile } from '#content/carousel'
import type { CarouselCopy } from '#content/carousel.schema'
import { blogPost } from '#content/blog/posts'
import type { PostFrontMatter } from '#content/blog/posts.schema'
import { collections, partnerLogoRule, postsCollection, whitePapersCollection } from '#content/collections'
import type { BodyKind, DataFile, FolderCollection, ImageRule } from '#content/collections'
import { formatLongDate } from '#content/dates'
import { entryIds } from '#content/entry-ids'
import { legalDocumentNames, splitSections } from '#content/legal/documents'
import type { LegalDocumentName, LegalFrontMatter } from '#content/legal/documents'
import { issueInWords } from '#content/schema'
import type { BlogPost } from '#content/schema'
import { substituteTokens, tokenNames, unknownTokens, withTokens } from '#content/tokens'
import type { PaperFile } from '#content/white-papers/papers'
import type { PaperFrontMatter } from '#content/white-papers/schema'
import { fontCoverage } from '#design-system/styles/fontCoverage'
import { shownPath } from './contentRoot'
import { splitFrontMatter } from './frontMatter'
import { contentImageExtensions, imageSize } from './imageSize'
import { decodeEntities, plainTextWordCount, unsupportedMarkdown } from './markdown.server'

export interface ContentProblem {
  /** The file, as `content/blog/posts/kec-accelerator.md`. */
  readonly file: string
  /** The field, as `date` or `keywords (entry 3)`, or the body's line; none when the problem is the whole file. */
  readonly field?: string
  readonly message: string
}

export const formatProblem = ({ file, field, message }: ContentProblem) => `${file}: ${field ? `${field} ` : ''}${message}`

/** The check's report: a line that says what to do, then one line per problem. */
export function contentReport(problems: readonly ContentProblem[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`
  return `The content check found ${count}. Each line names a file, a field and what to change (content/README.md, "Build errors"):\n${problems.map((problem) => `  ${formatProblem(problem)}`).join('\n')}`
}

/** What the build renders, read from the files the check passed: tokens substituted, derived values filled in. */
export interface CheckedContent {
  /** In id order: the spec's 13 first, then each new post. */
  readonly posts: readonly BlogPost[]
  /** Each post's Markdown body, by slug. */
  readonly postBodies: ReadonlyMap<string, string>
  /** In id order, the papers that are not listed (and have none) first. */
  readonly papers: readonly PaperFile[]
  /** The listed papers' ids, by slug. */
  readonly paperIds: ReadonlyMap<string, number>
  readonly legal: Readonly<Record<LegalDocumentName, { readonly frontMatter: LegalFrontMatter; readonly body: string }>>
}

export interface ContentCheck {
  readonly problems: readonly ContentProblem[]
  /** Read only when there is no problem: then every file is valid and every token known. */
  readonly content: CheckedContent | undefined
}

/**
 * The characters every page can draw: the fonts always keep ASCII, Latin-1 and the common typographic punctuation
 * (design-system/styles/fontCoverage.ts), and text may break lines. Anything else would fall back to another font.
 */
const drawable = new Set<number>([...fontCoverage, 0x0a])

/** A post's body length: long enough to be worth a page, short enough to read in one sitting (3 to 5 minutes). */
const articleWords = { min: 600, max: 1200 } as const

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The editor saves a second entry whose slug is taken as `<slug>-1.md`, `-2`, … */
const numberedCopy = /^(.+)-([1-9])$/

const longDate = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g

/** `keywords (entry 3)`, `hero.heading`, `useCases.items.cnn-aircraft.findings (entry 2)`. */
function fieldName(path: readonly PropertyKey[]): string {
  let name = ''
  for (const key of path) name += typeof key === 'number' ? ` (entry ${key + 1})` : name ? `.${String(key)}` : String(key)
  return name
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

function codePointLabel(character: string): string {
  return `"${character}" (U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`
}

const undrawableCharacters = (text: string) => [...new Set(text)].filter((character) => !drawable.has(character.codePointAt(0) ?? 0))

const undrawableMessage = (characters: readonly string[]) =>
  `has ${characters.length === 1 ? 'a character' : 'characters'} the site's fonts cannot draw: ${characters.map(codePointLabel).join(', ')}; use letters of Western European languages and common punctuation`

const unknownTokenMessage = (token: string) => `has an unknown token ${token}: use one of ${tokenNames.join(', ')}`

class Checker {
  readonly problems: ContentProblem[] = []

  constructor(readonly root: string) {}

  shown(file: string): string {
    return shownPath(this.root, file)
  }

  report(file: string, field: string | undefined, message: string): void {
    this.problems.push({ file: this.shown(file), ...(field ? { field } : {}), message })
  }

  /** The file's text, or undefined after reporting it missing. */
  read(file: string): string | undefined {
    const path = join(this.root, file)
    if (!existsSync(path)) {
      this.report(file, undefined, 'is missing: restore it from the repository (the site needs every file of content/)')
      return undefined
    }
    return readFileSync(path, 'utf8')
  }

  /** The data if it satisfies `schema`; every issue reported either way. */
  validate<T>(file: string, schema: ZodType<T>, data: unknown): T | undefined {
    const result = schema.safeParse(data, { error: issueInWords, reportInput: true })
    if (result.success) return result.data
    for (const issue of result.error.issues) this.report(file, fieldName(issue.path), issue.message)
    return undefined
  }

  /** Unknown tokens and characters the fonts cannot draw, in every text of a data value. */
  checkTexts(file: string, value: unknown, path: readonly PropertyKey[] = []): void {
    if (typeof value === 'string') {
      this.checkText(file, fieldName(path), value)
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => this.checkTexts(file, item, [...path, index]))
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) this.checkTexts(file, child, [...path, key])
    }
  }

  checkText(file: string, field: string, text: string): void {
    for (const token of unknownTokens(text)) this.report(file, field, unknownTokenMessage(token))
    const undrawable = undrawableCharacters(text)
    if (undrawable.length > 0) this.report(file, field, undrawableMessage(undrawable))
  }

  /** The same checks over a Markdown body, naming the line of each problem. */
  checkBodyText(file: string, body: string, bodyLine: number): void {
    body.split('\n').forEach((line, index) => {
      const field = `body (line ${bodyLine + index})`
      for (const token of unknownTokens(line)) this.report(file, field, unknownTokenMessage(token))
      const undrawable = undrawableCharacters(line)
      if (undrawable.length > 0) this.report(file, field, undrawableMessage(undrawable))
    })
  }

  /** Whether the renderer supports all of `markdown` (part of `body`), reporting each construct it does not. */
  checkMarkdown(file: string, markdown: string, body: string, bodyLine: number): boolean {
    const unsupported = unsupportedMarkdown(markdown)
    for (const { what, excerpt } of unsupported) {
      const at = excerpt ? body.indexOf(excerpt) : -1
      const where = at < 0 ? 'body' : `body (line ${bodyLine + lineAt(body, at) - 1})`
      this.report(file, where, `uses ${what} ("${excerpt}")`)
    }
    return unsupported.length === 0
  }

  /** A front-matter file: its fields held to `schema`, its texts checked; undefined when it cannot be read. */
  frontMatterFile<T>(file: string, schema: ZodType<T>): { data: T | undefined; body: string; bodyLine: number } | undefined {
    const source = this.read(file)
    if (source === undefined) return undefined
    const split = splitFrontMatter(source)
    if ('error' in split) {
      this.report(file, undefined, split.error)
      return undefined
    }
    this.checkTexts(file, split.data)
    this.checkBodyText(file, split.body, split.bodyLine)
    return { data: this.validate(file, schema, split.data), body: split.body, bodyLine: split.bodyLine }
  }

  jsonFile<T>(file: string, schema: ZodType<T>): T | undefined {
    const source = this.read(file)
    if (source === undefined) return undefined
    let data: unknown
    try {
      data = JSON.parse(source)
    } catch (error) {
      const position = /position (\d+)/.exec(String(error))?.[1]
      const where = position === undefined ? '' : ` near line ${lineAt(source, Number(position))}`
      this.report(file, undefined, `is not valid JSON${where}: check for a missing comma or quote mark (an apostrophe inside text is fine)`)
      return undefined
    }
    this.checkTexts(file, data)
    return this.validate(file, schema, data)
  }

  /** The entry's image, `<folder>/<slug>.<extension>`: exactly one file, of exactly the rule's size. */
  image(file: string, field: string, rule: ImageRule, name: string): string | undefined {
    const folder = join(this.root, rule.folder)
    const { width, height } = rule.size
    const candidates = existsSync(folder) ? readdirSync(folder).filter((candidate) => candidate.slice(0, candidate.lastIndexOf('.')) === name) : []
    const extensions: readonly string[] = rule.extensions ?? contentImageExtensions
    const images = candidates.filter((candidate) => extensions.includes(extname(candidate).slice(1).toLowerCase()))
    const others = extensions.length > 1 ? ' (or .png, .jpg, .webp)' : ''
    const expected = `${this.shown(join(rule.folder, name))}.svg${others}, ${width} × ${height} pixels`
    const [image, ...more] = images
    if (!image) {
      this.report(file, field, `is missing: add ${expected}`)
      return undefined
    }
    if (more.length > 0) {
      this.report(file, field, `has more than one file (${images.join(', ')}): keep one`)
      return undefined
    }
    const size = imageSize(readFileSync(join(folder, image)), extname(image).slice(1))
    if (!size) {
      this.report(file, field, `${this.shown(join(rule.folder, image))} is not a readable ${extname(image).slice(1).toUpperCase()} image`)
      return undefined
    }
    if (size.width !== width || size.height !== height) {
      this.report(file, field, `${this.shown(join(rule.folder, image))} is ${size.width} × ${size.height} pixels: it must be ${width} × ${height}`)
      return undefined
    }
    return image
  }

  body(file: string, kind: BodyKind, markdown: string, bodyLine: number): void {
    switch (kind) {
      case 'article':
        if (this.checkMarkdown(file, markdown, markdown, bodyLine)) this.articleLength(file, markdown)
        return
      case 'sections': {
        const { intro, sections, problems } = splitSections(markdown)
        for (const { line, message } of problems) this.report(file, `body (line ${bodyLine + line - 1})`, message)
        for (const part of [intro, ...sections.map((section) => section.body)]) this.checkMarkdown(file, part, markdown, bodyLine)
        const ids = sections.map((section) => section.id)
        for (const id of new Set(ids.filter((candidate, index) => ids.indexOf(candidate) !== index))) {
          this.report(file, 'body', `has two sections with the address {#${id}}: give each its own`)
        }
        return
      }
      case 'paragraphs': {
        const { paragraphs, rejected } = plainParagraphs(markdown)
        for (const raw of rejected) {
          this.report(
            file,
            `body (line ${bodyLine + lineAt(markdown, Math.max(0, markdown.indexOf(raw))) - 1})`,
            `is not a plain paragraph ("${raw.trim().split('\n')[0]?.slice(0, 60) ?? ''}"): the summary is plain paragraphs, without headings, lists, links or formatting, because its PDF shows plain text`,
          )
        }
        if (paragraphs.length < 3 || paragraphs.length > 5) this.report(file, 'body', `must be 3 to 5 paragraphs, separated by blank lines (it has ${paragraphs.length})`)
      }
    }
  }

  articleLength(file: string, markdown: string): void {
    const words = plainTextWordCount(markdown)
    if (words < articleWords.min || words > articleWords.max) {
      this.report(file, 'body', `must be ${articleWords.min} to ${articleWords.max.toLocaleString('en-US')} words long (it has ${words})`)
    }
  }
}

/** A white paper's summary as its page and PDF show it: plain paragraphs; anything else is `rejected`, as written. */
function plainParagraphs(markdown: string): { paragraphs: string[]; rejected: string[] } {
  const paragraphs: string[] = []
  const rejected: string[] = []
  for (const token of new Lexer({ gfm: true }).lex(markdown)) {
    if (token.type === 'space') continue
    const inline = token.type === 'paragraph' ? (token as Tokens.Paragraph).tokens : []
    if (token.type !== 'paragraph' || inline.some((child) => child.type !== 'text' && child.type !== 'escape')) rejected.push(token.raw)
    else paragraphs.push(decodeEntities(inline.map((child) => (child.type === 'escape' ? child.text : child.raw)).join('')).replace(/\s*\n\s*/g, ' '))
  }
  return { paragraphs, rejected }
}

interface FolderEntry<T> {
  readonly file: string
  readonly slug: string
  readonly data: T
  readonly body: string
  readonly bodyLine: number
  readonly image: string
}

function readFolder<T>(checker: Checker, collection: FolderCollection): FolderEntry<T>[] {
  const folder = join(checker.root, collection.folder)
  if (!existsSync(folder)) {
    checker.report(collection.folder, undefined, 'is missing: restore the folder from the repository')
    return []
  }
  const entries: FolderEntry<T>[] = []
  // In slug order, so that kec-accelerator.md comes before the kec-accelerator-1.md the editor may save beside it.
  const bySlug = (a: string, b: string) => a.replace(/\.md$/, '').localeCompare(b.replace(/\.md$/, ''))
  for (const name of readdirSync(folder).sort(bySlug)) {
    if (name.startsWith('.')) continue
    const file = join(collection.folder, name)
    if (extname(name) !== '.md') {
      checker.report(file, undefined, `is not one of the ${collection.label.toLowerCase()}: each is a Markdown file whose name ends in .md`)
      continue
    }
    const slug = name.slice(0, -'.md'.length)
    if (!slugPattern.test(slug)) {
      checker.report(file, 'file name', 'must be lower-case words joined by hyphens, such as kec-accelerator.md: it is the page\'s address')
    }
    const read = checker.frontMatterFile(file, collection.schema as ZodType<T>)
    if (!read) continue
    checker.body(file, collection.body, read.body, read.bodyLine)
    const image = checker.image(file, 'cover image', collection.cover, slug)
    if (read.data !== undefined && image !== undefined) entries.push({ file, slug, data: read.data, body: read.body, bodyLine: read.bodyLine, image })
  }
  return entries
}

function checkDataFile(checker: Checker, dataFile: DataFile): { data: unknown; body: string } | undefined {
  if (dataFile.file.endsWith('.json')) {
    const data = checker.jsonFile(dataFile.file, dataFile.schema)
    return data === undefined ? undefined : { data, body: '' }
  }
  const read = checker.frontMatterFile(dataFile.file, dataFile.schema)
  if (!read) return undefined
  if (dataFile.body) checker.body(dataFile.file, dataFile.body, read.body, read.bodyLine)
  return read.data === undefined ? undefined : { data: read.data, body: read.body }
}

/** Two entries that would share an id or a title, and slugs the editor numbered because theirs was taken. */
function checkUnique(checker: Checker, entries: readonly FolderEntry<{ id?: number | undefined; title: string }>[]): void {
  const first = new Map<string, FolderEntry<{ id?: number | undefined; title: string }>>()
  for (const entry of entries) {
    const { id, title } = entry.data
    for (const [key, field, what] of [
      [id === undefined ? undefined : `id ${id}`, 'id', `is ${String(id)}, the id of`],
      [`title ${title.toLowerCase()}`, 'title', 'is the title of'],
    ] as const) {
      if (key === undefined) continue
      const earlier = first.get(key)
      if (earlier) checker.report(entry.file, field, `${what} ${checker.shown(earlier.file)}: ${field === 'id' ? 'leave the id out of a new entry and it gets the next free one' : 'give each its own, so search results and the blog tell them apart'}`)
      else first.set(key, entry)
    }
    const numbered = numberedCopy.exec(entry.slug)
    const original = numbered && entries.find((candidate) => candidate.slug === numbered[1])
    if (original) {
      checker.report(
        entry.file,
        'file name',
        `repeats the address of ${checker.shown(original.file)} with "-${numbered[2]}" added, as the editor does when a slug is already taken: give the entry its own title and file name`,
      )
    }
  }
}

function checkPosts(checker: Checker, posts: readonly FolderEntry<PostFrontMatter>[]): void {
  checkUnique(checker, posts)
  for (const post of posts) {
    const date = formatLongDate(post.data.date)
    for (const match of post.body.matchAll(longDate)) {
      if (match[0] !== date) checker.report(post.file, `body (line ${post.bodyLine + lineAt(post.body, match.index) - 1})`, `gives the date ${match[0]}, but the post's date is ${date}`)
    }
  }
}

function checkPartnerLogos(checker: Checker, carousel: CarouselCopy): void {
  carousel.logos.forEach((logo, index) => {
    checker.image('carousel.json', `logos (entry ${index + 1}) logo image`, partnerLogoRule, partnerLogoFile(logo.name).replace(/\.svg$/, ''))
  })
}

/** Data files in the pages folder that no collection names: a page the site would never show. */
function checkUnknownPages(checker: Checker): void {
  const known = new Set(collections.flatMap((collection) => (collection.kind === 'files' ? collection.files.map((file) => file.file) : [])))
  const folder = join(checker.root, 'pages')
  if (!existsSync(folder)) return
  for (const name of readdirSync(folder)) {
    if (extname(name) === '.json' && !known.has(`pages/${name}`)) {
      checker.report(`pages/${name}`, undefined, 'is not the copy of any page: a new page needs a developer (README.md, "Add a page")')
    }
  }
}

const byIdThenSlug = (a: { id?: number | undefined; slug: string }, b: { id?: number | undefined; slug: string }) => (a.id ?? 0) - (b.id ?? 0) || a.slug.localeCompare(b.slug)

/** Checks every data file under `root` (a folder laid out like content/), and reads what passed. */
export function checkContent(root: string): ContentCheck {
  const checker = new Checker(root)
  const postEntries = readFolder<PostFrontMatter>(checker, postsCollection)
  const paperEntries = readFolder<PaperFrontMatter>(checker, whitePapersCollection)
  const files = new Map<string, { data: unknown; body: string }>()
  for (const collection of collections) {
    if (collection.kind !== 'files') continue
    for (const dataFile of collection.files) {
      const read = checkDataFile(checker, dataFile)
      if (read) files.set(dataFile.file, read)
    }
  }
  checkPosts(checker, postEntries)
  checkUnique(checker, paperEntries)
  const carousel = files.get('carousel.json')
  if (carousel) checkPartnerLogos(checker, carousel.data as CarouselCopy)
  checkUnknownPages(checker)

  if (checker.problems.length > 0) return { problems: checker.problems, content: undefined }

  const postIds = entryIds(postEntries.map(({ slug, data }) => ({ slug, id: data.id, date: data.date })))
  const posts = postEntries
    .map((entry) => blogPost({ slug: entry.slug, frontMatter: withTokens(entry.data), coverFile: entry.image }, postIds.get(entry.slug) ?? 0))
    .sort((a, b) => a.id - b.id)
  const listed = paperEntries.flatMap(({ slug, data }) => (data.listed && data.date !== undefined ? [{ slug, id: data.id, date: data.date }] : []))
  const paperIds = entryIds(listed)
  const papers = paperEntries
    .map((entry) => ({ slug: entry.slug, id: paperIds.get(entry.slug), entry }))
    .sort(byIdThenSlug)
    .map(({ entry }) => ({
      slug: entry.slug,
      frontMatter: withTokens(entry.data),
      paragraphs: plainParagraphs(substituteTokens(entry.body)).paragraphs,
      coverFile: entry.image,
    }))
  const legal = Object.fromEntries(
    legalDocumentNames.map((name) => {
      const read = files.get(`legal/${name}.md`)
      return [name, { frontMatter: withTokens(read?.data as LegalFrontMatter), body: substituteTokens(read?.body ?? '') }]
    }),
  ) as CheckedContent['legal']
  return {
    problems: [],
    content: {
      posts,
      postBodies: new Map(postEntries.map((entry) => [entry.slug, substituteTokens(entry.body)])),
      papers,
      paperIds,
      legal,
    },
  }
}
