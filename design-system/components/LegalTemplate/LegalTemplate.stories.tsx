import type { Story, StoryDefault } from '@ladle/react'
import { shownDate } from '#content/dates'
import { legalPageCopy } from '#content/legal/page'
import { privacyPolicy } from '#content/legal/privacy-policy'
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
    title={privacyPolicy.title}
    lastUpdated={<LastUpdated date={shownDate(privacyPolicy.lastUpdated)} label={legalPageCopy.lastUpdated} />}
    intro={[paragraph('This policy explains what we collect when you visit the website, why, and how to ask us to change or delete it.')]}
    contentsLabel={legalPageCopy.contents}
    sections={sampleSections}
  />
)
