import { expect, test } from 'vitest'
import { solutions } from '#content/pages/solutions'
import { solutionsHashTargets } from './hashTargets'

const targets = solutionsHashTargets(solutions)
const solutionsHashTarget = (hash: string) => targets[hash]

test('cards and their footer anchors open the card; #integration opens the panel and scrolls to the section', () => {
  expect(solutionsHashTarget('editing')).toEqual({ open: 'editing', scrollTo: 'editing' })
  expect(solutionsHashTarget('weight-level-editing')).toEqual({ open: 'editing', scrollTo: 'editing' })
  expect(solutionsHashTarget('behavior-steering')).toEqual({ open: 'steering', scrollTo: 'steering' })
  expect(solutionsHashTarget('training-impact-analysis')).toEqual({ open: 'analysis', scrollTo: 'analysis' })
  expect(solutionsHashTarget('neural-diagnostics')).toEqual({ open: 'mapping', scrollTo: 'mapping' })
  expect(solutionsHashTarget('model-drift')).toEqual({ open: 'model-drift', scrollTo: 'model-drift' })
  expect(solutionsHashTarget('compatibility')).toEqual({ open: 'compatibility', scrollTo: 'compatibility' })
  expect(solutionsHashTarget('integration')).toEqual({ open: 'compatibility', scrollTo: 'integration' })
})

test('any other hash targets nothing', () => {
  for (const hash of ['Editing', 'nothing', 'integration-path']) expect(solutionsHashTarget(hash), hash).toBeUndefined()
})
