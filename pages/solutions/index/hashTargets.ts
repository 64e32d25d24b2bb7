import { solutions } from '#content/pages/solutions'
import type { HashTarget } from '#design-system'

const { tools, workflows, integration } = solutions

const targets = new Map<string, HashTarget>([
  ...tools.items.flatMap((tool) =>
    [tool.id, ...tool.anchorIds].map((anchor): [string, HashTarget] => [anchor, { open: tool.id, scrollTo: tool.id }]),
  ),
  ...workflows.scenarios.map((scenario): [string, HashTarget] => [scenario.id, { open: scenario.id, scrollTo: scenario.id }]),
  [integration.compatibility.id, { open: integration.compatibility.id, scrollTo: integration.compatibility.id }],
  // SPEC §4: #integration opens the compatibility panel and scrolls to the whole section.
  [integration.id, { open: integration.compatibility.id, scrollTo: integration.id }],
])

/** What a /solutions hash opens and where it scrolls: cards, the footer's anchors, scenarios and #integration. */
export const solutionsHashTarget = (hash: string): HashTarget | undefined => targets.get(hash)
