// The editor's configuration (Sveltia CMS reads it from /admin/config.yml), generated from the content collections
// and their zod schemas each time the site is built or `npm run cms` starts, so it cannot fall behind them.
import type { CmsConfig, Collection, Field, RichTextEditorButtonName } from '@sveltia/cms'
import type { z } from 'zod'
import { editor, site } from '#content/site'
import { editorFields, type FieldSettingsByPath } from './fields'

/**
 * The rich-text toolbar offers exactly the Markdown the site renders (renderer/generate/markdown.server.ts): no
 * level-1, 5 or 6 headings, no strikethrough, no images in a body. `richText.test.ts` runs each button's Markdown
 * through the renderer, and the buttons left out too, so the two cannot part.
 */
export const richTextButtons = [
  'bold',
  'italic',
  'code',
  'link',
  'heading-two',
  'heading-three',
  'heading-four',
  'quote',
  'bulleted-list',
  'numbered-list',
] as const satisfies readonly RichTextEditorButtonName[]
/** Fenced code is rendered (and highlighted); images belong in page data, with alt text and a size. */
export const richTextComponents = ['code-block'] as const

/** A folder of entries, one file each: blog posts, white papers. */
interface EntriesDeclaration {
  kind: 'entries'
  name: string
  label: string
  /** One entry's data: the front matter of a Markdown file, or the whole of a JSON file. */
  schema: z.ZodType
  settings?: FieldSettingsByPath
  /** Relative to the repository's root. */
  folder: string
  /** `md`: front matter, then the body in the rich-text editor; `json`: data only. */
  extension: 'md' | 'json'
  /** Said under the slug box of a new entry; the slug is the file's name, typed once and never changed by the editor. */
  slug: { pattern: RegExp; message: string; hint: string }
  /** The entry's page on the site, e.g. `/blog/{{slug}}`. */
  previewPath?: string
  /** Where images uploaded for this collection go (relative to the repository) and their URL path on the site. */
  media?: { folder: string; publicPath: string }
  /** Whether editors may add entries (a collection the spec fixes may only be edited). */
  create: boolean
}

/** A fixed set of files, one entry each: a page's copy, the settings. */
interface FilesDeclaration {
  kind: 'files'
  name: string
  label: string
  files: readonly {
    name: string
    label: string
    /** Relative to the repository's root. */
    file: string
    schema: z.ZodType
    settings?: FieldSettingsByPath
    previewPath?: string
  }[]
}

export type CollectionDeclaration = EntriesDeclaration | FilesDeclaration

const bodyField: Field = {
  name: 'body',
  label: 'Body',
  widget: 'richtext',
  required: true,
  buttons: [...richTextButtons],
  editor_components: [...richTextComponents],
  hint: 'Required. Headings of levels 2 to 4, paragraphs, lists, quotes, code blocks, bold, italic, inline code and links.',
}

function entriesCollection(declaration: EntriesDeclaration): Collection {
  const fields = editorFields(declaration.schema, declaration.settings)
  const { pattern, message, hint } = declaration.slug
  return {
    name: declaration.name,
    label: declaration.label,
    folder: declaration.folder,
    extension: declaration.extension,
    format: declaration.extension === 'md' ? 'yaml-frontmatter' : 'json',
    create: declaration.create,
    delete: declaration.create,
    identifier_field: fields.some((field) => field.name === 'title') ? 'title' : fields[0]?.name,
    // The file's name is the slug: typed when the entry is created, then fixed, since legacy redirects point at it.
    slug: { editable: ['create'], pattern: [pattern.source, message], hint },
    ...(declaration.previewPath ? { preview_path: declaration.previewPath } : {}),
    aliases_field: false,
    ...(declaration.media ? { media_folder: `/${declaration.media.folder}`, public_folder: declaration.media.publicPath } : {}),
    fields: declaration.extension === 'md' ? [...fields, bodyField] : fields,
  }
}

function filesCollection(declaration: FilesDeclaration): Collection {
  return {
    name: declaration.name,
    label: declaration.label,
    files: declaration.files.map((file) => ({
      name: file.name,
      label: file.label,
      file: file.file,
      format: 'json',
      ...(file.previewPath ? { preview_path: file.previewPath } : {}),
      fields: editorFields(file.schema, file.settings),
    })),
  }
}

export function collectionConfig(declaration: CollectionDeclaration): Collection {
  return declaration.kind === 'entries' ? entriesCollection(declaration) : filesCollection(declaration)
}

/** The whole configuration: the GitHub backend of content/site.ts `editor`, the media folder, every collection. */
export function editorConfig(collections: readonly CollectionDeclaration[]): CmsConfig {
  const oauthBaseUrl: string = editor.oauthBaseUrl
  return {
    backend: {
      name: 'github',
      repo: editor.repository,
      branch: editor.branch,
      // A change becomes a pull request that CI checks, and merging it publishes (renderer/server/README.md).
      ...(oauthBaseUrl ? { base_url: oauthBaseUrl, auth_methods: ['oauth', 'token'] } : { auth_methods: ['token'] }),
    },
    publish_mode: 'editorial_workflow',
    app_title: `${site.brand} content`,
    logo: { src: '/favicon.svg' },
    media_folder: 'public/images',
    public_folder: '/images',
    output: { omit_empty_optional_fields: true },
    collections: collections.map(collectionConfig),
  }
}
