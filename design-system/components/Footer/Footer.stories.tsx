import type { Story, StoryDefault } from '@ladle/react'
import { sampleCompany } from '../../docs/fixtures'
import { sampleFooterColumns } from './fixtures'
import { Footer, type FooterProps } from './Footer'

export default { title: 'Shell/Footer' } satisfies StoryDefault

const props: FooterProps = {
  brand: sampleCompany.brand,
  columns: sampleFooterColumns,
  tagline: sampleCompany.taglineCode,
  footerLine: sampleCompany.footerLine,
  copyright: `© ${sampleCompany.copyrightYear} ${sampleCompany.legalName} All rights reserved.`,
}

export const Default: Story = () => <Footer {...props} />

export const Mobile: Story = () => <Footer {...props} />
Mobile.meta = { width: 'mobile' }

export const LongLabels: Story = () => (
  <Footer
    {...props}
    columns={[
      ...sampleFooterColumns,
      {
        title: 'Resources',
        links: [{ label: '--map-influence=training-session-influence-mapping', href: '/white-papers' }],
      },
    ]}
  />
)
