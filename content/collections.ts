// Every data file the marketing team edits, by collection, with the schema it must satisfy: what the build's content
// check reads (renderer/generate/contentCheck.ts) and what the editor's configuration is generated from. A path is
// relative to the content folder. Adding a data file means adding it here, or the check fails on it as unknown.
import type { ZodType } from 'zod'
import { carouselCopySchema } from './carousel.schema'
import { partnerLogosFolder, partnerLogoSize } from './carousel'
import { blogCopySchema } from './blog/copy.schema'
import { postCoversFolder, postsFolder } from './blog/posts'
import { postFrontMatterSchema } from './blog/posts.schema'
import { legalFolder, legalFrontMatterSchema } from './legal/documents'
import { aboutCopySchema } from './pages/about.schema'
import { contactCopySchema } from './pages/contact.schema'
import { demoCopySchema } from './pages/demo.schema'
import { getStartedCopySchema } from './pages/get-started.schema'
import { homeCopySchema } from './pages/home.schema'
import { industriesCopySchema } from './pages/industries.schema'
import { contentImpactCopySchema, degradationDetectionCopySchema, modelOptimizationCopySchema } from './pages/solution-details.schema'
import { solutionsCopySchema } from './pages/solutions.schema'
import { coverImageSize } from './covers'
import { settingsSchema } from './settings.schema'
import { paperCoversFolder, papersFolder } from './white-papers/papers'
import { paperFrontMatterSchema, whitePapersCopySchema } from './white-papers/schema'

/** What a Markdown file's body may hold: an article's Markdown, a legal document's sections, or plain paragraphs. */
export type BodyKind = 'article' | 'sections' | 'paragraphs'

/** Where an entry's image is, by its slug: `<folder>/<slug>.<svg|png|jpg|webp>`, of exactly `size`. */
export interface ImageRule {
  readonly folder: string
  readonly size: { readonly width: number; readonly height: number }
  /** The formats allowed, when not every one: the carousel's logos are drawn as SVG. */
  readonly extensions?: readonly string[]
}

/** A folder of Markdown files, one entry each; the file's name is the entry's slug and its address. */
export interface FolderCollection {
  readonly kind: 'folder'
  readonly name: string
  readonly label: string
  readonly folder: string
  /** The front matter's schema. */
  readonly schema: ZodType
  readonly body: BodyKind
  readonly cover: ImageRule
}

/** A fixed set of files: JSON copy or a Markdown document each. */
export interface FilesCollection {
  readonly kind: 'files'
  readonly name: string
  readonly label: string
  readonly files: readonly DataFile[]
}

export interface DataFile {
  readonly name: string
  readonly label: string
  /** Relative to the content folder: `.json` is checked whole; `.md` by its front matter and its body. */
  readonly file: string
  readonly schema: ZodType
  readonly body?: BodyKind
}

export type Collection = FolderCollection | FilesCollection

const page = (name: string, label: string, schema: ZodType): DataFile => ({ name, label, file: `pages/${name}.json`, schema })

export const postsCollection: FolderCollection = {
  kind: 'folder',
  name: 'posts',
  label: 'Blog posts',
  folder: postsFolder,
  schema: postFrontMatterSchema,
  body: 'article',
  cover: { folder: postCoversFolder, size: coverImageSize },
}

export const whitePapersCollection: FolderCollection = {
  kind: 'folder',
  name: 'white-papers',
  label: 'White papers',
  folder: papersFolder,
  schema: paperFrontMatterSchema,
  body: 'paragraphs',
  cover: { folder: paperCoversFolder, size: coverImageSize },
}

export const collections: readonly Collection[] = [
  postsCollection,
  whitePapersCollection,
  {
    kind: 'files',
    name: 'pages',
    label: 'Pages',
    files: [
      page('home', 'Home', homeCopySchema),
      page('solutions', 'Solutions', solutionsCopySchema),
      page('content-impact', 'Solutions: Content Impact', contentImpactCopySchema),
      page('degradation-detection', 'Solutions: Degradation Detection', degradationDetectionCopySchema),
      page('ai-model-optimization', 'Solutions: AI Model Optimization', modelOptimizationCopySchema),
      page('industries', 'Industries', industriesCopySchema),
      page('about', 'About', aboutCopySchema),
      page('get-started', 'Get Started', getStartedCopySchema),
      page('contact', 'Contact', contactCopySchema),
      page('demo', 'Demo', demoCopySchema),
      { name: 'blog', label: 'Blog', file: 'blog/copy.json', schema: blogCopySchema },
      { name: 'white-papers', label: 'White papers listing', file: 'white-papers/copy.json', schema: whitePapersCopySchema },
      { name: 'carousel', label: 'Testimonial and partner logos', file: 'carousel.json', schema: carouselCopySchema },
    ],
  },
  {
    kind: 'files',
    name: 'legal',
    label: 'Legal documents',
    files: [
      { name: 'privacy-policy', label: 'Privacy Policy', file: `${legalFolder}/privacy-policy.md`, schema: legalFrontMatterSchema, body: 'sections' },
      { name: 'terms-and-conditions', label: 'Terms and Conditions', file: `${legalFolder}/terms-and-conditions.md`, schema: legalFrontMatterSchema, body: 'sections' },
    ],
  },
  {
    kind: 'files',
    name: 'settings',
    label: 'Settings',
    files: [{ name: 'settings', label: 'Brand, people and partners', file: 'settings.json', schema: settingsSchema }],
  },
]

/** The partner logos the carousel names, checked like covers (content/carousel.ts). */
export const partnerLogoRule: ImageRule = { folder: partnerLogosFolder, size: partnerLogoSize, extensions: ['svg'] }
