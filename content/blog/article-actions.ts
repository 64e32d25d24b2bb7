// Calls to action shown as a button after an article body, by slug.
// SPEC §2: Hidden Risks of AI in Finance has an access button for the finance white paper.
import type { LinkItem } from '../schema'

export const articleActions: Readonly<Record<string, LinkItem>> = {
  'hidden-risks-of-ai-in-finance': { label: 'Access the White Paper', href: '/white-papers/accountable-ai-finance' },
}
