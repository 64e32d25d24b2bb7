import { describe, expect, test } from 'vitest'
import { markMismatches, routeOfPage } from './searchIndexPlugin'

describe('the search index build step', () => {
  test('maps a pre-rendered file to the route it serves', () => {
    expect(routeOfPage('index.html')).toBe('/')
    expect(routeOfPage('blog/future-ai-governance/index.html')).toBe('/blog/future-ai-governance')
    expect(routeOfPage('404.html')).toBe('/404.html')
  })

  test('names a searchable page without the mark and a marked page that is not searchable', () => {
    const expected = new Set(['/', '/about'])
    expect(markMismatches(new Set(['/', '/about']), expected)).toEqual([])
    expect(markMismatches(new Set(['/', '/admin']), expected)).toEqual([
      '/about is searchable but its <main> lacks data-pagefind-body',
      '/admin carries data-pagefind-body but is not a searchable route',
    ])
  })
})
