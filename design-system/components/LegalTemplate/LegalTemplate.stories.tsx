import type { Story, StoryDefault } from '@ladle/react'
import { LastUpdated } from '../../../pages/legal/LastUpdated'
import { paragraph, sampleSections } from '../DocumentSections/fixtures'
import { LegalTemplate, type LegalTemplateProps } from './LegalTemplate'

export default { title: 'Templates/Legal' } satisfies StoryDefault<LegalTemplateProps>

/**
 * A legal document as /privacy-policy and /terms-and-conditions render it. Their Markdown becomes rich text at
 * build time, which Ladle cannot run, so the story sets a short two-section policy in its place.
 */
export const ShortPolicy: Story = () => (
  <LegalTemplate
    title="Privacy Policy"
    lastUpdated={<LastUpdated date={{ dateTime: '2024-01-08', label: 'January 8, 2024' }} label="Last updated" />}
    intro={[paragraph('This policy explains what we collect when you visit the website, why, and how to ask us to change or delete it.')]}
    contentsLabel="Contents"
    sections={sampleSections}
  />
)
ShortPolicy.meta = { responsive: true }
