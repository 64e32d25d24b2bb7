import type { Story, StoryDefault } from '@ladle/react'
import { DocumentSections, type DocumentSectionsProps } from './DocumentSections'
import { paragraph, sampleSections as sections } from './fixtures'

export default { title: 'Content/DocumentSections' } satisfies StoryDefault<DocumentSectionsProps>

/** The legal pages: the page is the document, so its sections are level-2 headings. */
export const PageLevel: Story = () => <DocumentSections sections={sections} />
PageLevel.meta = { responsive: true }

/** The cookie policy inside the preference center's section: level-3 headings, tighter. */
export const InsideASection: Story = () => <DocumentSections sections={sections} headingLevel={3} />

export const LongUnbrokenHeading: Story = () => (
  <DocumentSections
    sections={[{ id: 'long-heading', heading: 'Checkpoint-native-machine-learning-resilience-data-processing-agreement', blocks: [paragraph('Short text.')] }]}
  />
)
