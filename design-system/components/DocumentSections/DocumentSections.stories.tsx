import type { Story, StoryDefault } from '@ladle/react'
import type { RichBlock } from '../RichText/tree'
import { DocumentSections, type DocumentSection, type DocumentSectionsProps } from './DocumentSections'

export default { title: 'Content/DocumentSections' } satisfies StoryDefault<DocumentSectionsProps>

const paragraph = (text: string): RichBlock => ({ type: 'paragraph', children: [{ type: 'text', text }] })

const sections: DocumentSection[] = [
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

/** The legal pages: the page is the document, so its sections are level-2 headings. */
export const PageLevel: Story = () => <DocumentSections sections={sections} />

/** The cookie policy inside the preference center's section: level-3 headings, tighter. */
export const InsideASection: Story = () => <DocumentSections sections={sections} headingLevel={3} />

export const LongUnbrokenHeading: Story = () => (
  <DocumentSections
    sections={[{ id: 'long-heading', heading: 'Checkpoint-native-machine-learning-resilience-data-processing-agreement', blocks: [paragraph('Short text.')] }]}
  />
)
