// @vitest-environment jsdom
import { describe, expect, test } from 'vitest'
import { searchCopy } from '#content/search'
import { resultView } from './engine'
import { excerptParts } from './excerpt'
import { searchFilters, searchMessage, searchPageUrl } from './panelProps'
import { isSearchShortcut } from './shortcut'
import type { SiteSearch } from './useSiteSearch'

describe('excerpts', () => {
  test('become text and marked runs, entities decoded, no markup kept', () => {
    expect(excerptParts('Risk &amp; <mark>governance</mark> at the <mark>weight</mark> level')).toEqual([
      { text: 'Risk & ', marked: false },
      { text: 'governance', marked: true },
      { text: ' at the ', marked: false },
      { text: 'weight', marked: true },
      { text: ' level', marked: false },
    ])
  })

  test('never become elements of the page: a script in an excerpt is text', () => {
    expect(excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)>')).toEqual([{ text: '<script>alert(1)</script> ', marked: false }])
  })
})

describe('a Pagefind result as the panel shows it', () => {
  test('takes the route without its trailing slash, the kind, category and date from the index', () => {
    expect(
      resultView({
        url: '/blog/future-ai-governance/',
        excerpt: 'the <mark>governance</mark> of',
        meta: { title: 'The Future of AI Governance', date: '2024-02-29' },
        filters: { kind: ['Article'], category: ['Governance & Compliance'] },
      }),
    ).toEqual({
      href: '/blog/future-ai-governance',
      title: 'The Future of AI Governance',
      kind: 'Article',
      category: 'Governance & Compliance',
      date: { dateTime: '2024-02-29', text: 'February 29, 2024' },
      excerpt: [
        { text: 'the ', marked: false },
        { text: 'governance', marked: true },
        { text: ' of', marked: false },
      ],
    })
    expect(resultView({ url: '/', excerpt: '', meta: { title: 'Home' }, filters: { kind: ['Page'] } })).toMatchObject({ href: '/', kind: 'Page' })
  })
})

describe('the shortcuts', () => {
  const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', { ...init, bubbles: true })
    Object.defineProperty(event, 'target', { value: target })
    return event
  }

  test('Ctrl+K and Cmd+K open search anywhere, a field included', () => {
    const field = document.createElement('input')
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }, field))).toBe(true)
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false)
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false)
  })

  test('"/" opens search only outside a field', () => {
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true)
    for (const tag of ['input', 'textarea', 'select']) expect(isSearchShortcut(key({ key: '/' }, document.createElement(tag)))).toBe(false)
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }))).toBe(false)
  })
})

describe('the panel\'s words', () => {
  const state = (over: Partial<SiteSearch>): SiteSearch => ({
    query: '',
    setQuery: () => undefined,
    kind: undefined,
    setKind: () => undefined,
    category: undefined,
    setCategory: () => undefined,
    status: 'idle',
    results: [],
    total: 0,
    resultsQuery: '',
    reportChosen: () => undefined,
    ...over,
  })

  test('the status line says what is happening, with the count and the words', () => {
    expect(searchMessage(state({ status: 'idle' }))).toBe(searchCopy.hint)
    expect(searchMessage(state({ status: 'results', total: 1, resultsQuery: 'mri' }))).toBe('1 result for “mri”')
    expect(searchMessage(state({ status: 'results', total: 4, resultsQuery: 'governance' }))).toBe('4 results for “governance”')
    expect(searchMessage(state({ status: 'no-results', resultsQuery: 'qzx' }))).toContain('“qzx”')
  })

  test('categories are offered once articles are chosen', () => {
    expect(searchFilters(state({})).map((filter) => filter.label)).toEqual([searchCopy.filters.kind])
    expect(searchFilters(state({ kind: 'Article' })).map((filter) => filter.label)).toEqual([searchCopy.filters.kind, searchCopy.filters.category])
  })

  test('the search page\'s URL carries the words, encoded', () => {
    expect(searchPageUrl('  ')).toBe('/search')
    expect(searchPageUrl(' risk & control ')).toBe('/search?q=risk+%26+control')
  })
})
