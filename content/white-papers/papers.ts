// SPEC §2 White papers: the Technical Research listing (/white-papers and /whitepapers) and a page per paper, each
// with two lead forms. The papers are files (content/white-papers/papers/<slug>.md), read by
// renderer/generate/content.server.ts; what follows from a file rather than being typed in it is built here, and the
// words the spec fixes stay here too.
import { coverImageSize } from '../covers'
import type { Image, WhitePaperItem } from '../schema'
import type { FormKey } from '../site'
import { withTokens } from '../tokens'
import copyFile from './copy.json' with { type: 'json' }
import type { PaperFrontMatter, WhitePaperPage, WhitePapersCopy } from './schema'

const copy: WhitePapersCopy = withTokens(copyFile)

/** Where the papers are, under the content folder: one <slug>.md each. */
export const papersFolder = 'white-papers/papers'

/** Where a paper's cover image is, under the content folder, and its URL under the site. */
export const paperCoversFolder = 'images/white-papers'

export const whitePapersListing = {
  eyebrow: copy.eyebrow,
  title: 'Technical Research',
  intro: copy.intro,
} as const

export const whitePapersMeta = copy.meta

export const downloadLabel = 'Download White Paper'

/** The summary's list heading on every white-paper page. */
export const keyFindingsHeading = copy.keyFindingsHeading

const backLink = { label: 'Back to White Papers', href: '/white-papers' } as const

/** SPEC §7 "Create form": the finance and defense papers have their own forms; every other paper shares one. */
const paperForms: Readonly<Record<string, FormKey>> = {
  'accountable-ai-finance': 'financeWhitePaper',
  'tactical-advantage-frontier-ai': 'defenseWhitePaper',
}

export const paperLink = (slug: string) => `/white-papers/${slug}`

export interface PaperFile {
  readonly slug: string
  /** Front matter with its tokens substituted. */
  readonly frontMatter: PaperFrontMatter
  /** The summary: the body's paragraphs, tokens substituted. */
  readonly paragraphs: readonly string[]
  /** The cover's file name under `paperCoversFolder`. */
  readonly coverFile: string
}

function cover({ frontMatter, coverFile }: PaperFile): Image {
  return { src: `/${paperCoversFolder}/${coverFile}`, alt: frontMatter.coverAlt, ...coverImageSize }
}

/** A paper's page, built from its file. Its heading is its title and its eyebrow names its type. */
export function whitePaperPage(file: PaperFile): WhitePaperPage {
  const { title, description, keywords, type, pages, lede, formHeadingTop, formHeadingBottom, keyFindings } = file.frontMatter
  return {
    slug: file.slug,
    title,
    description,
    keywords: [...keywords],
    eyebrow: `White Paper · ${type}`,
    header: { heading: title, lede },
    backLink,
    formKey: paperForms[file.slug] ?? 'shared',
    formHeadingTop,
    formHeadingBottom,
    summary: { heading: copy.summaryHeading, paragraphs: [...file.paragraphs], keyFindings: [...keyFindings] },
    pages: `${pages} pages`,
    type,
    image: cover(file),
  }
}

/** SPEC §3 "White paper item": a listed paper's card on the listing. */
export function whitePaperItem(file: PaperFile, id: number): WhitePaperItem {
  const page = whitePaperPage(file)
  const { date } = file.frontMatter
  if (date === undefined) throw new Error(`${file.slug} is listed without a date`)
  return { id, title: page.title, description: page.description, image: page.image, link: paperLink(file.slug), date, pages: page.pages, type: page.type }
}

/**
 * Where each paper's PDF is served. The build writes it there
 * (renderer/generate/socialArtifactsPlugin.ts, from white-paper-documents.server.ts) and the
 * page's thank-you links to it: change the address here only.
 */
export function documentPath(slug: string): `/white-papers/${string}.pdf` {
  return `/white-papers/${slug}.pdf`
}
