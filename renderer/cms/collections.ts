// What the editor adds to the content collections (content/collections.ts) that their schemas cannot say: the rule of
// a new entry's slug, the fields shown but not edited, and where each entry or file is on the site.
import { partnerLogoRule } from '#content/collections'
import { slugSchema } from '#content/schema'
import type { EditorSettings } from './config'
import { patternRule } from './fields'

export const editorSettings: EditorSettings = {
  slug: { ...patternRule(slugSchema), hint: 'The last part of the address, e.g. /blog/<slug>: lower-case words joined by hyphens. It cannot be changed later.' },
  collections: {
    posts: { previewPath: '/blog/{{slug}}', fields: { id: { readonly: true }, coverAlt: { label: 'Cover image description' } } },
    'white-papers': { previewPath: '/white-papers/{{slug}}', fields: { id: { readonly: true }, coverAlt: { label: 'Cover image description' } } },
    pages: {
      files: {
        home: { previewPath: '/' },
        solutions: { previewPath: '/solutions' },
        'content-impact': { previewPath: '/solutions/content-impact' },
        'degradation-detection': { previewPath: '/solutions/degradation-detection' },
        'ai-model-optimization': { previewPath: '/solutions/ai-model-optimization' },
        industries: { previewPath: '/industries' },
        about: { previewPath: '/about' },
        'get-started': { previewPath: '/get-started' },
        contact: { previewPath: '/contact-us' },
        demo: { previewPath: '/demo' },
        blog: { previewPath: '/blog' },
        'white-papers': { previewPath: '/white-papers' },
        carousel: { previewPath: '/', imageFolder: partnerLogoRule.folder },
      },
    },
    legal: { files: { 'privacy-policy': { previewPath: '/privacy-policy' }, 'terms-and-conditions': { previewPath: '/terms-and-conditions' } } },
  },
}
