import type { modelOptimizationPage } from '#content/pages/solution-details'
import { PageSection, Quote } from '#design-system'
import { ContactCta, FeatureGrid, Hero } from './sections'

/** SPEC §2 /solutions/ai-model-optimization: hero, list, the CEO's quote, contact. */
export function ModelOptimization({ page }: { page: typeof modelOptimizationPage }) {
  const { quote } = page
  return (
    <>
      <Hero hero={page.hero} />
      <FeatureGrid id="optimization-list" list={page.list} />
      <PageSection tone="sunken" width="prose" reveal>
        <Quote quote={quote.text} author={quote.name} role={quote.role} tone="large" />
      </PageSection>
      <ContactCta cta={page.cta} />
    </>
  )
}
