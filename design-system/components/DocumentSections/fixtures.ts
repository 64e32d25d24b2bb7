import type { RichBlock } from '../RichText/tree'
import type { DocumentSection } from './DocumentSections'

/** One paragraph of plain text. */
export const paragraph = (text: string): RichBlock => ({ type: 'paragraph', children: [{ type: 'text', text }] })

/** A short policy in two sections, shared by the stories that set a legal document. */
export const sampleSections: DocumentSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    blocks: [
      paragraph('We collect what you send us through our forms: your name, your work e-mail address, your company and your message.'),
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'Contact details you give us' }], [{ type: 'text', text: 'Which pages you read, if you allow analytics' }]] },
    ],
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    blocks: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'To answer you, and nothing else. Read how to ' },
          { type: 'link', href: '/opt-out-preferences', children: [{ type: 'text', text: 'change your cookie preferences' }] },
          { type: 'text', text: '.' },
        ],
      },
    ],
  },
]
