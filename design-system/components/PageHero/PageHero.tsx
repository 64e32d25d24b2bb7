import type { ReactNode } from 'react'
import { PageSection, type PageSectionAlign } from '../PageSection/PageSection'
import { Text } from '../Text/Text'

export interface PageHeroProps {
  /** A short mono caps label above the heading. */
  eyebrow: ReactNode
  /** The page's `<h1>`. */
  heading: ReactNode
  /** The heading's id; the hero is a region named by it. */
  headingId: string
  /** The paragraph under the heading. */
  lede: ReactNode
  /** `center` by default; `left` keeps the text to the left of the narrow column. */
  align?: PageSectionAlign
  /** What follows the lede, e.g. the page's two main calls to action. */
  children?: ReactNode
}

/** A page's opening band: dark, roomy and narrow, with an eyebrow, the page's `<h1>` and a large lede. */
export function PageHero({ eyebrow, heading, headingId, lede, align = 'center', children }: PageHeroProps) {
  return (
    <PageSection
      tone="dark"
      space="large"
      width="narrow"
      align={align}
      eyebrow={eyebrow}
      heading={heading}
      headingId={headingId}
      headingLevel={1}
      headingSize="xlarge"
      intro={<Text size="large">{lede}</Text>}
    >
      {children}
    </PageSection>
  )
}
