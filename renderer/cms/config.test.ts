import { describe, expect, test } from 'vitest'
import { markdownToBlocks } from '../generate/markdown.server'
import { editorCollections } from './collections'
import { collectionConfig, editorConfig, richTextButtons, richTextComponents } from './config'
import { schemaDrift } from './fields'

describe('the configuration matches the content schemas (CI fails when one changes without the other)', () => {
  for (const declaration of editorCollections) {
    const collection = collectionConfig(declaration) as { fields?: { name: string }[]; files?: { name: string; fields: { name: string }[] }[] }
    if (declaration.kind === 'entries') {
      test(`${declaration.label}: a field for every property of the schema, and no other but the body`, () => {
        const fields = (collection.fields ?? []).filter((field) => declaration.extension !== 'md' || field.name !== 'body')
        expect(schemaDrift(declaration.schema, fields as never)).toEqual([])
      })
    } else {
      for (const file of declaration.files) {
        test(`${declaration.label}, ${file.label}: a field for every property of the schema, and no other`, () => {
          const fields = collection.files?.find((candidate) => candidate.name === file.name)?.fields ?? []
          expect(schemaDrift(file.schema, fields as never)).toEqual([])
        })
      }
    }
  }

  test('commits go to the repository of content/site.ts as pull requests, signed in with a token by default', () => {
    expect(editorConfig(editorCollections)).toMatchObject({
      backend: { name: 'github', repo: 'tensorwright/website', branch: 'main', auth_methods: ['token'] },
      publish_mode: 'editorial_workflow',
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
