import { describe, expect, test } from 'vitest'
import { footerColumns } from '../navigation'
import { solutions } from './solutions'
import { solutionsSchema } from './solutions.schema'

const footerAnchors = footerColumns
  .flatMap((column) => column.links)
  .filter((link) => link.href.startsWith('/solutions#'))
  .map((link) => link.href.slice('/solutions#'.length))

describe('Solutions anchors', () => {
  test('the content satisfies its schema', () => {
    expect(solutionsSchema.safeParse(solutions).error).toBeUndefined()
  })

  test('each footer anchor (SPEC §2 Footer) lands on exactly one tool card', () => {
    expect(footerAnchors).toHaveLength(4)
    for (const anchor of footerAnchors) {
      const owners = solutions.tools.items.filter((tool) => tool.anchorIds.includes(anchor))
      expect(owners, anchor).toHaveLength(1)
    }
  })

  test('no anchor repeats or shadows a card, scenario or section id', () => {
    const ids = [
      ...solutions.tools.items.flatMap((tool) => [tool.id, ...tool.anchorIds]),
      ...solutions.workflows.scenarios.map((scenario) => scenario.id),
      solutions.integration.id,
      solutions.integration.compatibility.id,
    ]
    expect(new Set(ids).size).toBe(ids.length)
  })
})
