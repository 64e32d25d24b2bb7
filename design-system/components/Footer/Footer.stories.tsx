import type { Story, StoryDefault } from '@ladle/react'
import { footerColumns } from '#content/navigation'
import { site } from '#content/site'
import { Footer, type FooterProps } from './Footer'

export default { title: 'Shell/Footer' } satisfies StoryDefault

const props: FooterProps = {
  brand: site.brand,
  columns: footerColumns,
  tagline: site.taglineCode,
  footerLine: site.footerLine,
  copyright: `© ${site.copyrightYear} ${site.legalName} All rights reserved.`,
}

export const Default: Story = () => <Footer {...props} />

export const Mobile: Story = () => <Footer {...props} />
Mobile.meta = { width: 'mobile' }

export const LongLabels: Story = () => (
  <Footer
    {...props}
    columns={[
      ...footerColumns,
      {
        title: 'Resources',
        links: [{ label: '--map-influence=training-session-influence-mapping', href: '/white-papers' }],
      },
    ]}
  />
)
