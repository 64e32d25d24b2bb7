import { describe, expect, test } from 'vitest'
import { routeByPath } from '#renderer/generate/content.server'
import { solutionDetailPath, solutionDetailSlugOf, solutionDetailSlugs } from './solution-detail-slugs'

describe('solution detail routes (SPEC §2)', () => {
  test('are the three /solutions/<slug> paths of the route table', () => {
    expect(solutionDetailSlugs.map(solutionDetailPath)).toEqual([
      '/solutions/content-impact',
      '/solutions/degradation-detection',
      '/solutions/ai-model-optimization',
    ])
    for (const slug of solutionDetailSlugs) expect(routeByPath(solutionDetailPath(slug)), slug).toBeDefined()
  })

  test('a path names its slug; /solutions, other sub-paths and trailing slashes name none', () => {
    expect(solutionDetailSlugOf('/solutions/degradation-detection')).toBe('degradation-detection')
    for (const path of ['/solutions', '/solutions/', '/solutions/nope', '/solutions/content-impact/extra', '/content-impact']) {
      expect(solutionDetailSlugOf(path), path).toBeNull()
    }
  })
})
