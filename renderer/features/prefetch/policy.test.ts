// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { prefetchLevel } from './connection'
import { pageContextUrl, prefetchTarget } from './policy'

describe('prefetchLevel', () => {
  it('fetches nothing ahead under Save-Data or on a 2G-class connection', () => {
    expect(prefetchLevel({ saveData: true, effectiveType: '4g' })).toBe('none')
    expect(prefetchLevel({ effectiveType: '2g' })).toBe('none')
    expect(prefetchLevel({ effectiveType: 'slow-2g' })).toBe('none')
  })

  it('prefetches links in view when idle only on a 4G-class connection, on intent otherwise', () => {
    expect(prefetchLevel({ saveData: false, effectiveType: '4g' })).toBe('idle')
    expect(prefetchLevel({ effectiveType: '3g' })).toBe('intent')
    expect(prefetchLevel(undefined)).toBe('intent')
  })
})

describe('pageContextUrl', () => {
  it('names the file Vike requests for a path, with its query', () => {
    expect(pageContextUrl('/')).toBe('/index.pageContext.json')
    expect(pageContextUrl('/about')).toBe('/about/index.pageContext.json')
    expect(pageContextUrl('/about/')).toBe('/about/index.pageContext.json')
    expect(pageContextUrl('/blog', '?category=News')).toBe('/blog/index.pageContext.json?category=News')
  })
})

describe('prefetchTarget', () => {
  const current = new URL('https://site.example/about?x=1#top') as unknown as Location
  const pages = new Set(['/', '/about', '/solutions', '/blog', '/demo', '/blog/future-ai-governance'])
  const anchor = (href: string, attributes: Record<string, string> = {}) => {
    const element = document.createElement('a')
    element.setAttribute('href', href)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    return element
  }

  it('gives the path and query of a link to another of our pages', () => {
    expect(prefetchTarget(anchor('/solutions#editing'), current, pages)).toBe('/solutions')
    expect(prefetchTarget(anchor('/blog?category=News'), current, pages)).toBe('/blog?category=News')
    expect(prefetchTarget(anchor('https://site.example/demo'), current, pages)).toBe('/demo')
    expect(prefetchTarget(anchor('/about'), current, pages)).toBe('/about')
  })

  it('gives the new page of a legacy path, in any spelling, since only that page has a context to fetch', () => {
    expect(prefetchTarget(anchor('/The-Future-Of-AI-Governance/'), current, pages)).toBe('/blog/future-ai-governance')
  })

  it('leaves out other sites, files, links opened elsewhere, anchors on this page and the page itself', () => {
    expect(prefetchTarget(anchor('https://other.example/'), current, pages)).toBeUndefined()
    expect(prefetchTarget(anchor('/white-papers/accountable-ai-finance.pdf'), current, pages)).toBeUndefined()
    expect(prefetchTarget(anchor('/blog/rss.xml'), current, pages)).toBeUndefined()
    expect(prefetchTarget(anchor('/demo', { target: '_blank' }), current, pages)).toBeUndefined()
    expect(prefetchTarget(anchor('/demo', { download: '' }), current, pages)).toBeUndefined()
    expect(prefetchTarget(anchor('/demo', { rel: 'external' }), current, pages)).toBeUndefined()
    expect(prefetchTarget(anchor('/demo', { 'data-vike': 'false' }), current, pages)).toBeUndefined()
    expect(prefetchTarget(anchor('#main-content'), current, pages)).toBeUndefined()
    expect(prefetchTarget(anchor('/about?x=1#team'), current, pages)).toBeUndefined()
  })

  it('leaves out a path that is no page of ours, which only the 404 page answers', () => {
    expect(prefetchTarget(anchor('/blog/nope/extra'), current, pages)).toBeUndefined()
    expect(prefetchTarget(anchor('/solutions/'), current, pages)).toBe('/solutions/')
  })
})
