import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { markdownToBlocks } from '../generate/markdown.server'
import { postFrontMatterSchema } from '#content/blog/posts.schema'
import { collections, postsCollection } from '#content/collections'
import { editorSettings } from './collections'
import { collectionConfig, editorConfig, richTextButtons, richTextComponents, type EditorSettings } from './config'
import { schemaDrift } from './fields'

describe('the configuration matches the content schemas (CI fails when one changes without the other)', () => {
  for (const declaration of collections) {
    const collection = collectionConfig(declaration, editorSettings) as { fields?: { name: string }[]; files?: { name: string; fields: { name: string }[] }[] }
    if (declaration.kind === 'folder') {
      test(`${declaration.label}: a field for every property of the schema, and no other but the body`, () => {
        const fields = (collection.fields ?? []).filter((field) => field.name !== 'body')
        expect(schemaDrift(declaration.schema, fields as never)).toEqual([])
      })
    } else {
      for (const file of declaration.files) {
        test(`${declaration.label}, ${file.label}: a field for every property of the schema, and no other`, () => {
          const fields = (collection.files?.find((candidate) => candidate.name === file.name)?.fields ?? []).filter((field) => !file.body || field.name !== 'body')
          expect(schemaDrift(file.schema, fields as never)).toEqual([])
        })
      }
    }
  }

  test('commits go to the repository of content/site.ts as pull requests, signed in with a token by default', () => {
    expect(editorConfig(collections, editorSettings)).toMatchObject({
      backend: { name: 'github', repo: 'tensorwright/website', branch: 'main', auth_methods: ['token'] },
      publish_mode: 'editorial_workflow',
    })
  })
})

describe('how each kind of collection is edited', () => {
  const slug = { pattern: /^[a-z]+(-[a-z]+)*$/, message: 'lower-case words joined by hyphens', hint: 'The address' }
  const settings: EditorSettings = { slug, collections: { posts: { previewPath: '/blog/{{slug}}' }, pages: { files: { home: { previewPath: '/' } } } } }
  const schema = z.object({ title: z.string().min(5).max(120) })
  const cover = { folder: 'images/blog', size: { width: 1200, height: 630 } }

  test('a folder: one Markdown file per entry, named by a slug typed once, never deleted from the editor', () => {
    const posts = collectionConfig({ kind: 'folder', name: 'posts', label: 'Posts', folder: 'blog/posts', schema, body: 'article', cover }, settings)
    expect(posts).toMatchObject({
      folder: 'content/blog/posts',
      extension: 'md',
      format: 'yaml-frontmatter',
      create: true,
      delete: false,
      identifier_field: 'title',
      slug: { editable: ['create'], pattern: [slug.pattern.source, slug.message], hint: slug.hint },
      preview_path: '/blog/{{slug}}',
      media_folder: '/content/images/blog',
      fields: [{ name: 'title' }, { name: 'body', widget: 'richtext', buttons: [...richTextButtons], editor_components: [...richTextComponents] }],
    })
  })

  test('a body is rich text for an article, Markdown source for sectioned documents, plain paragraphs for a summary', () => {
    const bodyOf = (body: 'article' | 'sections' | 'paragraphs') =>
      (collectionConfig({ kind: 'folder', name: 'x', label: 'X', folder: 'x', schema, body, cover }, settings) as { fields: { name: string }[] }).fields.at(-1)
    expect(bodyOf('article')).toMatchObject({ widget: 'richtext' })
    expect(bodyOf('article')).not.toHaveProperty('modes')
    expect(bodyOf('sections')).toMatchObject({ widget: 'richtext', modes: ['raw'] })
    expect(bodyOf('paragraphs')).toMatchObject({ widget: 'text' })
  })

  test('files: JSON copy edited whole, a Markdown document with its front matter and body', () => {
    const pages = collectionConfig(
      {
        kind: 'files',
        name: 'pages',
        label: 'Pages',
        files: [
          { name: 'home', label: 'Home', file: 'pages/home.json', schema },
          { name: 'privacy', label: 'Privacy', file: 'legal/privacy.md', schema, body: 'sections' },
        ],
      },
      settings,
    )
    expect(pages).toMatchObject({
      files: [
        { name: 'home', file: 'content/pages/home.json', format: 'json', preview_path: '/', fields: [{ name: 'title' }] },
        { name: 'privacy', file: 'content/legal/privacy.md', format: 'yaml-frontmatter', fields: [{ name: 'title' }, { name: 'body', modes: ['raw'] }] },
      ],
    })
  })
})

// The Markdown each button or component writes, and what the ones left out would write.
const writes = {
  bold: '**word**',
  italic: '*word*',
  strikethrough: '~~word~~',
  code: '`word`',
  link: '[word](/blog)',
  'heading-one': '# Word',
  'heading-two': '## Word',
  'heading-three': '### Word',
  'heading-four': '#### Word',
  'heading-five': '##### Word',
  'heading-six': '###### Word',
  quote: '> word',
  'bulleted-list': '- word',
  'numbered-list': '1. word',
  'code-block': '```json\n{}\n```',
  image: '![word](/images/blog/word.svg)',
} as const

describe('the rich-text toolbar offers exactly the Markdown the site renders', () => {
  const offered = new Set<string>([...richTextButtons, ...richTextComponents])
  for (const [name, markdown] of Object.entries(writes)) {
    if (offered.has(name)) {
      test(`${name} is offered, and the renderer takes what it writes`, () => {
        expect(() => markdownToBlocks(markdown, 'toolbar')).not.toThrow()
      })
    } else {
      test(`${name} is left out, since the renderer refuses what it writes`, () => {
        expect(() => markdownToBlocks(markdown, 'toolbar')).toThrow(/Unsupported Markdown in toolbar/)
      })
    }
  }
})

describe('the content collections in the editor', () => {
  const config = editorConfig(collections, editorSettings)
  type Loose = { name: string; widget?: string; hint?: string; readonly?: boolean; fields?: Loose[]; field?: Loose; types?: { fields?: Loose[] }[] }
  const allFields = (fields: readonly Loose[] = []): Loose[] => fields.flatMap((field) => [field, ...allFields(field.fields), ...(field.field ? allFields([field.field]) : []), ...(field.types ?? []).flatMap((type) => allFields(type.fields))])
  const everyField = (config.collections as { fields?: Loose[]; files?: { fields: Loose[] }[] }[]).flatMap((collection) => [...allFields(collection.fields), ...(collection.files ?? []).flatMap((file) => allFields(file.fields))])

  test('every collection and data file of content/collections.ts is there, under content/', () => {
    expect(config.collections?.map((collection) => collection.name)).toEqual(collections.map((collection) => collection.name))
    const paths = (config.collections as { folder?: string; files?: { file: string }[] }[]).flatMap((collection) => (collection.folder ? [collection.folder] : (collection.files ?? []).map((file) => file.file)))
    expect(paths).toContain('content/blog/posts')
    expect(paths).toContain('content/pages/home.json')
    expect(paths).toContain('content/settings.json')
  })

  test('every field a person edits has a hint; the spec’s ids are shown but not edited', () => {
    expect(everyField.filter((field) => field.widget !== 'hidden' && !field.hint).map((field) => field.name)).toEqual([])
    for (const name of ['posts', 'white-papers']) {
      const collection = config.collections?.find((candidate) => candidate.name === name) as { fields: Loose[] }
      expect(collection.fields.find((field) => field.name === 'id'), name).toMatchObject({ readonly: true })
    }
  })

  test('covers are uploaded into the folders the content check looks in', () => {
    expect(config).toMatchObject({ media_folder: 'content/images', public_folder: '/images' })
    expect(config.collections?.find((collection) => collection.name === 'posts')).toMatchObject({ media_folder: '/content/images/blog', public_folder: '/images/blog' })
    expect(config.collections?.find((collection) => collection.name === 'white-papers')).toMatchObject({ media_folder: '/content/images/white-papers', public_folder: '/images/white-papers' })
  })

  test('a field added to a content schema but not to the configuration fails the check above', () => {
    const posts = collectionConfig(postsCollection, editorSettings) as { fields: { name: string }[] }
    const widened = postFrontMatterSchema.extend({ subtitle: z.string().max(80) })
    expect(schemaDrift(widened, posts.fields.filter((field) => field.name !== 'body') as never)).toEqual(['subtitle is in the schema but not in the editor'])
  })
})
