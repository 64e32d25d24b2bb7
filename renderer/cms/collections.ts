// What the editor edits: each content collection, where its files are and the zod schema their data must satisfy,
// and what the editor adds that a schema cannot say.
import { z } from 'zod'
import { slugSchema } from '#content/schema'
import type { CollectionDeclaration, EditorSettings } from './config'
import { patternRule } from './fields'

export const editorCollections: readonly CollectionDeclaration[] = [
  {
    kind: 'folder',
    name: 'articles',
    label: 'Blog post bodies',
    // A post's metadata is still TypeScript (content/blog/posts.ts); its body is Markdown with no front matter.
    folder: 'blog/articles',
    schema: z.object({}),
    body: 'article',
  },
]

export const editorSettings: EditorSettings = {
  slug: { ...patternRule(slugSchema), hint: 'The last part of the address, e.g. /blog/<slug>: lower-case words joined by hyphens. It cannot be changed later.' },
  collections: { articles: { previewPath: '/blog/{{slug}}' } },
}
