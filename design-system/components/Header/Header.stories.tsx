import type { Story, StoryDefault } from '@ladle/react'
import type { ReactNode } from 'react'
import { sampleCompany } from '../../docs/fixtures'
import { jsEnabledAttribute } from '../../styles/js'
import { sampleSearchButton } from '../SearchButton/fixtures'
import { SearchButton } from '../SearchButton/SearchButton'
import { sampleHeaderCta, sampleNavigation } from './fixtures'
import { Header, type HeaderProps } from './Header'

export default { title: 'Shell/Header' } satisfies StoryDefault

const props: HeaderProps = {
  brand: sampleCompany.brand,
  items: sampleNavigation,
  cta: sampleHeaderCta,
  search: <SearchButton {...sampleSearchButton} onOpen={() => undefined} />,
}

/** The shell marks <html> before first paint (styles/js.ts); stories opt in with a wrapper. */
function WithJavaScript({ children }: { children: ReactNode }) {
  return <div {...{ [jsEnabledAttribute]: '' }}>{children}</div>
}

export const Desktop: Story = () => (
  <WithJavaScript>
    <Header {...props} />
  </WithJavaScript>
)
Desktop.meta = { width: 'desktop' }

export const CurrentPage: Story = () => (
  <WithJavaScript>
    <Header {...props} currentPath="/solutions" />
  </WithJavaScript>
)

export const CurrentSection: Story = () => (
  <WithJavaScript>
    <Header {...props} currentPath="/white-papers/ai-trust-framework" />
  </WithJavaScript>
)

export const MobileMenuClosed: Story = () => (
  <WithJavaScript>
    <Header {...props} currentPath="/about" />
  </WithJavaScript>
)
MobileMenuClosed.meta = { width: 'mobile' }

export const MobileMenuOpen: Story = () => (
  <WithJavaScript>
    <Header {...props} currentPath="/about" defaultMenuOpen />
  </WithJavaScript>
)
MobileMenuOpen.meta = { width: 'mobile' }

export const LongLabels: Story = () => (
  <WithJavaScript>
    <Header
      {...props}
      items={[
        ...sampleNavigation.slice(0, 4),
        { label: 'Neuron-resolved training impact analysis', href: '/solutions/content-impact' },
        { label: '--map-influence=training-session-influence-mapping', href: '/white-papers' },
      ]}
      cta={{ label: 'Schedule a Technical Call', href: sampleHeaderCta.href }}
    />
  </WithJavaScript>
)

/** What the server HTML looks like when JavaScript is off: links listed under the bar on small screens. */
export const WithoutJavaScript: Story = () => <Header {...props} currentPath="/" />
WithoutJavaScript.meta = { responsive: true }
