import { describe, expect, test } from 'vitest'
import { blogCategories, categoryFromSearch, categoryFromTitle, featuredPost, gridPosts, postsInCategory, postsNewestFirst, searchForCategory } from './feed'
import type { PostCategory } from './feed'

const fixture = (slug: string, title: string, date: string) => ({ slug, title, date })

/**
 * The spec's 13 posts as they were first published, titles included: the rules shown on real titles. A fixture, not
 * content/blog/posts/, so that a new post or a retitled one changes the blog without failing these tests.
 */
const posts = [
  fixture('ai-weight-level-controls-on-nimbus-marketplace', 'AI Weight-Level Controls Now Available on Nimbus Cloud Marketplace', '2025-10-28'),
  fixture('carrowfield-partnership', 'Tensorwright and Carrowfield Federal Announce Partnership for Government AI Buyers', '2025-07-07'),
  fixture('interpretability-interoperability', 'Interpretability and Interoperability: Why Model Control Needs Both', '2024-04-08'),
  fixture('nimbus-mri', 'Tensorwright Brings an MRI for AI Models to Nimbus Cloud', '2025-04-08'),
  fixture('ai-governance-defense', 'AI Governance Frameworks for Defense: Enforcing Policy at the Weight Level', '2025-02-13'),
  fixture('ai-risk-defense', 'AI Risk Management for Defense Systems', '2024-12-08'),
  fixture('ai-degradation-detection', 'Predicting and Detecting AI Model Degradation Before It Reaches Production', '2024-08-13'),
  fixture('financial-services', 'Compliance-Ready AI for Financial Services', '2024-06-13'),
  fixture('morgan-ellery', 'Morgan Ellery Appointed VP of Business Innovation', '2024-06-05'),
  fixture('kec-accelerator', 'KEC Accelerator Selects Tensorwright for Its Deep-Tech Cohort', '2024-05-07'),
  fixture('pya-ballard-award', 'Tensorwright Named Finalist for the PYA Ballard Innovation Award', '2024-04-03'),
  fixture('future-ai-governance', 'The Future of AI Governance: From Policy Documents to Model Checkpoints', '2024-02-29'),
  fixture('hidden-risks-of-ai-in-finance', 'Hidden Risks of AI in Finance: What Your Model Learned That You Did Not Teach It', '2025-10-09'),
]

describe('categoryFromTitle', () => {
  test.each([
    ['Acme and Foo Announce Partnership', 'News'],
    ['Finalist for the Innovation Award', 'News'],
    ['Jane Doe Appointed CTO', 'News'],
    ['Accelerator Selects Acme', 'News'],
    ['AI for Defense Teams', 'Security & Control'],
    ['Model Security in Practice', 'Security & Control'],
    ['Managing Risk in Production', 'Security & Control'],
    ['Governance at Scale', 'Governance & Compliance'],
    ['Compliance Checklists', 'Governance & Compliance'],
    ['Financial Models Explained', 'Governance & Compliance'],
    ['Interpretability Meets Interoperability', 'Frontier AI Resilience'],
  ] as const)('%s -> %s', (title, category) => {
    expect(categoryFromTitle(title)).toBe(category)
  })

  test('applies the rules in SPEC order: News, then Security & Control, then Governance & Compliance', () => {
    expect(categoryFromTitle('Defense Partnership Announced')).toBe('News')
    expect(categoryFromTitle('Award for Financial Risk Tooling')).toBe('News')
    expect(categoryFromTitle('Governance Frameworks for Defense')).toBe('Security & Control')
    expect(categoryFromTitle('Financial Risk Controls')).toBe('Security & Control')
    expect(categoryFromTitle('Compliance for Financial Services')).toBe('Governance & Compliance')
  })

  test('matches case-insensitively and inside longer words', () => {
    expect(categoryFromTitle('NEW PARTNERSHIPS')).toBe('News')
    expect(categoryFromTitle('hidden risks of ai')).toBe('Security & Control')
    expect(categoryFromTitle('Non-Financial Reporting')).toBe('Governance & Compliance')
  })

  test('derives the expected category for every post as first published', () => {
    const expected: Record<string, PostCategory> = {
      'ai-weight-level-controls-on-nimbus-marketplace': 'Frontier AI Resilience',
      'carrowfield-partnership': 'News',
      'interpretability-interoperability': 'Frontier AI Resilience',
      'nimbus-mri': 'Frontier AI Resilience',
      'ai-governance-defense': 'Security & Control',
      'ai-risk-defense': 'Security & Control',
      'ai-degradation-detection': 'Frontier AI Resilience',
      'financial-services': 'Governance & Compliance',
      'morgan-ellery': 'News',
      'kec-accelerator': 'News',
      'pya-ballard-award': 'News',
      'future-ai-governance': 'Governance & Compliance',
      'hidden-risks-of-ai-in-finance': 'Security & Control',
    }
    expect(Object.fromEntries(posts.map((post) => [post.slug, categoryFromTitle(post.title)]))).toEqual(expected)
  })

  test('every filter chip selects at least two posts, so no filtered grid is empty', () => {
    for (const category of blogCategories) {
      expect(postsInCategory(posts, category).length, category).toBeGreaterThanOrEqual(2)
    }
  })
})

describe('postsNewestFirst', () => {
  test('sorts by calendar date, newest first, without mutating the input', () => {
    const input = [fixture('a', 'A', '2024-01-01'), fixture('b', 'B', '2025-03-01'), fixture('c', 'C', '2024-06-01')]
    const copy = [...input]
    expect(postsNewestFirst(input).map((post) => post.slug)).toEqual(['b', 'c', 'a'])
    expect(input).toEqual(copy)
  })

  test('keeps source order for posts on the same day, including date-time strings', () => {
    const input = [
      fixture('first', 'First', '2025-10-09'),
      fixture('second', 'Second', '2025-10-09T23:30:00-07:00'),
      fixture('older', 'Older', '2025-10-08'),
      fixture('third', 'Third', '2025-10-09T01:00:00Z'),
    ]
    expect(postsNewestFirst(input).map((post) => post.slug)).toEqual(['first', 'second', 'third', 'older'])
  })

  test('orders the spec\'s posts as their dates do', () => {
    expect(postsNewestFirst(posts).map((post) => post.date)).toEqual([
      '2025-10-28',
      '2025-10-09',
      '2025-07-07',
      '2025-04-08',
      '2025-02-13',
      '2024-12-08',
      '2024-08-13',
      '2024-06-13',
      '2024-06-05',
      '2024-05-07',
      '2024-04-08',
      '2024-04-03',
      '2024-02-29',
    ])
  })
})

describe('featuredPost', () => {
  test('is the newest post of all', () => {
    expect(featuredPost(posts)?.slug).toBe('ai-weight-level-controls-on-nimbus-marketplace')
  })

  test('is undefined for an empty list', () => {
    expect(featuredPost([])).toBeUndefined()
  })

  test('picks the first of several posts tied on the newest day', () => {
    const input = [fixture('old', 'Old', '2024-01-01'), fixture('tie-a', 'A', '2025-01-01'), fixture('tie-b', 'B', '2025-01-01')]
    expect(featuredPost(input)?.slug).toBe('tie-a')
  })
})

describe('gridPosts', () => {
  test('under All, lists every post but the featured one, newest first', () => {
    const grid = gridPosts(posts, 'All')
    expect(grid).toHaveLength(posts.length - 1)
    expect(grid).not.toContain(featuredPost(posts))
    expect(grid).toEqual(postsNewestFirst(posts).slice(1))
  })

  test('grid omits the newest post of the selected category (SPEC §4 example)', () => {
    // News holds the reseller partnership (2025-07-07), the VP appointment, the
    // accelerator and the award; the partnership is omitted and appears nowhere,
    // because the featured card stays the marketplace announcement.
    const grid = gridPosts(posts, 'News').map((post) => post.slug)
    expect(grid).toEqual(['morgan-ellery', 'kec-accelerator', 'pya-ballard-award'])
    expect(grid).not.toContain('carrowfield-partnership')
    expect(featuredPost(posts)?.slug).toBe('ai-weight-level-controls-on-nimbus-marketplace')
  })

  test('under the featured post\'s own category, skips that post once', () => {
    const grid = gridPosts(posts, 'Frontier AI Resilience').map((post) => post.slug)
    expect(grid).toEqual(['nimbus-mri', 'ai-degradation-detection', 'interpretability-interoperability'])
  })

  test('filters with the derived category and sorts newest first', () => {
    expect(gridPosts(posts, 'Security & Control').map((post) => post.slug)).toEqual(['ai-governance-defense', 'ai-risk-defense'])
    expect(gridPosts(posts, 'Governance & Compliance').map((post) => post.slug)).toEqual(['future-ai-governance'])
  })

  test('is empty for a category with one post or none', () => {
    expect(gridPosts([fixture('only', 'Only Partnership', '2024-01-01')], 'News')).toEqual([])
    expect(gridPosts([fixture('only', 'Only Partnership', '2024-01-01')], 'Security & Control')).toEqual([])
  })

  test('breaks a same-day tie by source order before skipping the first', () => {
    const input = [fixture('a', 'Risk A', '2025-01-01'), fixture('b', 'Risk B', '2025-01-01'), fixture('c', 'Risk C', '2024-01-01')]
    expect(gridPosts(input, 'Security & Control').map((post) => post.slug)).toEqual(['b', 'c'])
  })
})

test('exposes the five category chips in SPEC order', () => {
  expect(blogCategories).toEqual(['All', 'News', 'Security & Control', 'Governance & Compliance', 'Frontier AI Resilience'])
})

describe('category in the URL query', () => {
  test('every category round-trips through its query string', () => {
    for (const category of blogCategories) {
      expect(categoryFromSearch(searchForCategory(category))).toBe(category)
    }
  })

  test('All has no query, the others a readable slug', () => {
    expect(searchForCategory('All')).toBe('')
    expect(searchForCategory('Security & Control')).toBe('?category=security-and-control')
  })

  test('a missing or unknown category reads as All', () => {
    expect(categoryFromSearch('')).toBe('All')
    expect(categoryFromSearch('?category=opinion')).toBe('All')
    expect(categoryFromSearch('?category=all')).toBe('All')
  })
})
