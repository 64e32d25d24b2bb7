import type { contentImpactPage } from '#content/pages/solution-details'
import { ContactCta, FeatureGrid, Hero, TextBlock } from './sections'

/** SPEC §2 /solutions/content-impact: hero, benefits, Copyrights & AI, AI Data Analysis, CONTACT US. */
export function ContentImpact({ page }: { page: typeof contentImpactPage }) {
  return (
    <>
      <Hero hero={page.hero} />
      <FeatureGrid id="content-impact-benefits" list={page.benefits} />
      <TextBlock id="copyrights" block={page.copyrights} tone="sunken" />
      <TextBlock id="ai-data-analysis" block={page.dataAnalysis} />
      <ContactCta cta={page.cta} />
    </>
  )
}
