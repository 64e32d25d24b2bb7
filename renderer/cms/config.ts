// The editor's configuration (Sveltia CMS reads it from /admin/config.yml), generated from the content collections
// and their zod schemas each time the site is built or `npm run cms` starts, so it cannot fall behind them.
import type { CmsConfig, Collection, Field, RichTextEditorButtonName } from '@sveltia/cms'
import type { z } from 'zod'
import { editor as gitHost, site } from '#content/site'
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

/** What a Markdown file's body holds, and so how it is edited. */
type BodyKind = 'article' | 'sections' | 'paragraphs'

/** A folder of Markdown files, one entry each; the file's name is the entry's slug and its address. */
interface FolderDeclaration {
  kind: 'folder'
  name: string
  label: string
  /** Relative to the content folder. */
  folder: string
  /** The front matter's schema. */
  schema: z.ZodType
  body: BodyKind
  /** Where the entries' images are, relative to the content folder. */
  cover?: { folder: string }
}

/** A fixed set of files: JSON copy, or a Markdown document each. */
interface FilesDeclaration {
  kind: 'files'
  name: string
  label: string
  files: readonly { name: string; label: string; file: string; schema: z.ZodType; body?: BodyKind }[]
}

export type CollectionDeclaration = FolderDeclaration | FilesDeclaration

/** What the editor adds to a collection and the schemas cannot say, by collection name (and file name). */
export interface EditorSettings {
  /** The rule of a new entry's slug, which becomes its file's name and its address. */
  slug: { pattern: RegExp; message: string; hint: string }
  collections?: Readonly<
    Record<
      string,
      {
        /** An entry's page on the site, e.g. `/blog/{{slug}}`. */
        previewPath?: string
        fields?: FieldSettingsByPath
        files?: Readonly<Record<string, { previewPath?: string; fields?: FieldSettingsByPath }>>
      }
    >
  >
}

const bodyFields: Readonly<Record<BodyKind, Field>> = {
  article: {
    name: 'body',
    label: 'Body',
    widget: 'richtext',
    required: true,
    buttons: [...richTextButtons],
    editor_components: [...richTextComponents],
    hint: 'Required. Headings of levels 2 to 4, paragraphs, lists, quotes, code blocks, bold, italic, inline code and links.',
  },
  // Each section's heading carries its address (`## Heading {#address}`), which the rich-text editor would not keep.
  sections: {
    name: 'body',
    label: 'Body',
    widget: 'richtext',
    modes: ['raw'],
    required: true,
    hint: 'Required. Markdown: an introduction, then each section under a line `## Heading {#address}`; the address is the part of the link after #, and stays as it is.',
  },
  paragraphs: {
    name: 'body',
    label: 'Summary',
    widget: 'text',
    required: true,
    hint: 'Required. 3 to 5 plain paragraphs, separated by a blank line: no headings, lists, links or formatting.',
  },
}

const inContent = (contentFolder: string, path: string) => `${contentFolder}/${path}`

function folderCollection(declaration: FolderDeclaration, contentFolder: string, editor: EditorSettings): Collection {
  const settings = editor.collections?.[declaration.name]
  const fields = editorFields(declaration.schema, settings?.fields)
  const { pattern, message, hint } = editor.slug
  return {
    name: declaration.name,
    label: declaration.label,
    folder: inContent(contentFolder, declaration.folder),
    extension: 'md',
    format: 'yaml-frontmatter',
    create: true,
    // Removing a published entry breaks its address: that stays a change a developer makes.
    delete: false,
    identifier_field: fields.some((field) => field.name === 'title') ? 'title' : fields[0]?.name,
    // The file's name is the slug: typed when the entry is created, then fixed, since legacy redirects point at it.
    slug: { editable: ['create'], pattern: [pattern.source, message], hint },
    ...(settings?.previewPath ? { preview_path: settings.previewPath } : {}),
    aliases_field: false,
    ...(declaration.cover ? { media_folder: `/${inContent(contentFolder, declaration.cover.folder)}`, public_folder: `/${declaration.cover.folder}` } : {}),
    fields: [...fields, bodyFields[declaration.body]],
  }
}

function filesCollection(declaration: FilesDeclaration, contentFolder: string, editor: EditorSettings): Collection {
  const settings = editor.collections?.[declaration.name]
  return {
    name: declaration.name,
    label: declaration.label,
    files: declaration.files.map((file) => {
      const fileSettings = settings?.files?.[file.name]
      const fields = editorFields(file.schema, fileSettings?.fields)
      return {
        name: file.name,
        label: file.label,
        file: inContent(contentFolder, file.file),
        ...(file.body ? { format: 'yaml-frontmatter' as const, fields: [...fields, bodyFields[file.body]] } : { format: 'json' as const, fields }),
        ...(fileSettings?.previewPath ? { preview_path: fileSettings.previewPath } : {}),
      }
    }),
  }
}

export function collectionConfig(declaration: CollectionDeclaration, editor: EditorSettings, contentFolder = 'content'): Collection {
  return declaration.kind === 'folder' ? folderCollection(declaration, contentFolder, editor) : filesCollection(declaration, contentFolder, editor)
}

/** The whole configuration: the GitHub backend of content/site.ts `editor`, the media folder, every collection. */
export function editorConfig(collections: readonly CollectionDeclaration[], settings: EditorSettings): CmsConfig {
  const oauthBaseUrl: string = gitHost.oauthBaseUrl
  return {
    backend: {
      name: 'github',
      repo: gitHost.repository,
      branch: gitHost.branch,
      // A change becomes a pull request that CI checks, and merging it publishes (renderer/server/README.md).
      ...(oauthBaseUrl ? { base_url: oauthBaseUrl, auth_methods: ['oauth', 'token'] } : { auth_methods: ['token'] }),
    },
    publish_mode: 'editorial_workflow',
    app_title: `${site.brand} content`,
    logo: { src: '/favicon.svg' },
    media_folder: 'public/images',
    public_folder: '/images',
    output: { omit_empty_optional_fields: true },
    collections: collections.map((collection) => collectionConfig(collection, settings)),
  }
}
