// What the editor edits: each content collection, where its files are and the zod schema their data must satisfy.
import { z } from 'zod'
import { slugSchema } from '#content/schema'
import type { CollectionDeclaration } from './config'
import { patternRule } from './fields'

export const editorCollections: readonly CollectionDeclaration[] = [
  {
    kind: 'entries',
    name: 'articles',
    label: 'Blog post bodies',
    // A post's metadata is still TypeScript (content/blog/posts.ts); its body is Markdown with no front matter.
    schema: z.object({}),
    folder: 'content/blog/articles',
    extension: 'md',
    create: false,
    slug: { ...patternRule(slugSchema), hint: "The last part of the post's address, /blog/<slug>." },
    previewPath: '/blog/{{slug}}',
    media: { folder: 'public/images/blog', publicPath: '/images/blog' },
  },
]
