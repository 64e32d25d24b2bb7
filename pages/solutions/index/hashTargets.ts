import type { HashTarget } from '#design-system'
import type { SolutionsContent } from '#content/pages/solutions.schema'

/** What each /solutions hash opens and where it scrolls: cards, the footer's anchors, scenarios and #integration. */
export function solutionsHashTargets({ tools, workflows, integration }: SolutionsContent): Record<string, HashTarget> {
  return Object.fromEntries([
    ...tools.items.flatMap((tool) => [tool.id, ...tool.anchorIds].map((anchor) => [anchor, { open: tool.id, scrollTo: tool.id }])),
    ...workflows.scenarios.map((scenario) => [scenario.id, { open: scenario.id, scrollTo: scenario.id }]),
    [integration.compatibility.id, { open: integration.compatibility.id, scrollTo: integration.compatibility.id }],
    // SPEC §4: #integration opens the compatibility panel and scrolls to the whole section.
    [integration.id, { open: integration.compatibility.id, scrollTo: integration.id }],
  ])
}
