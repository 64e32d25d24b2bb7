// The editor's configuration (Sveltia CMS reads it from /admin/config.yml), generated from the content collections
// and their zod schemas each time the site is built or `npm run cms` starts, so it cannot fall behind them.
import type { CmsConfig, Collection, Field, RichTextEditorButtonName } from '@sveltia/cms'
import type { BodyKind, Collection as ContentCollection, FilesCollection, FolderCollection } from '#content/collections'
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
        files?: Readonly<
          Record<
            string,
            {
              previewPath?: string
              fields?: FieldSettingsByPath
              /** Where the images the file names are, relative to the content folder (the carousel's partner logos). */
              imageFolder?: string
            }
          >
        >
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

function folderCollection(declaration: FolderCollection, contentFolder: string, editor: EditorSettings): Collection {
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
    // Covers are found by the entry's slug (content/README.md), so they are uploaded here under that name.
    media_folder: `/${inContent(contentFolder, declaration.cover.folder)}`,
    public_folder: `/${declaration.cover.folder}`,
    fields: [...fields, bodyFields[declaration.body]],
  }
}

function filesCollection(declaration: FilesCollection, contentFolder: string, editor: EditorSettings): Collection {
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
        ...(fileSettings?.imageFolder ? { media_folder: `/${inContent(contentFolder, fileSettings.imageFolder)}`, public_folder: `/${fileSettings.imageFolder}` } : {}),
      }
    }),
  }
}

export function collectionConfig(declaration: ContentCollection, editor: EditorSettings, contentFolder = 'content'): Collection {
  return declaration.kind === 'folder' ? folderCollection(declaration, contentFolder, editor) : filesCollection(declaration, contentFolder, editor)
}

/** The whole configuration: the GitHub backend of content/site.ts `editor`, the media folder, every collection. */
export function editorConfig(collections: readonly ContentCollection[], settings: EditorSettings): CmsConfig {
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
    // Images content names live under content/images and are served at /images (renderer/generate/contentImagesPlugin.ts).
    media_folder: 'content/images',
    public_folder: '/images',
    output: { omit_empty_optional_fields: true },
    collections: collections.map((collection) => collectionConfig(collection, settings)),
  }
}
