import { JSDOM } from 'jsdom'
import { describe, expect, test } from 'vitest'
import { calendarDateValue } from '#content/dates'
import { site } from '#content/site'
import { absoluteUrl } from '#content/urls'
import { postsNewestFirst } from '#content/blog/feed'
import { specArticlePaths } from '../../tests/helpers/spec-entries'
import { posts, routePaths } from './content.server'
import { syndicationDocuments } from './syndication.server'

const { DOMParser } = new JSDOM().window

/** Parses as XML, which (unlike HTML) fails on any well-formedness error. */
function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const error = document.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`not well-formed: ${error.textContent}`)
  return document
}

const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? undefined

const documents = syndicationDocuments()
const newestFirst = postsNewestFirst(posts)
const routeSet = new Set(routePaths)

/** The path of an absolute link on the site's origin, or a marker that it is not one. */
function sitePath(link: string | null | undefined): string {
  const url = new URL(link ?? '', 'http://relative.invalid')
  return url.origin === site.origin ? url.pathname : `not on ${site.origin}: ${link}`
}

describe('RSS 2.0', () => {
  const rss = parseXml(documents.rss).documentElement
  const items = [...rss.getElementsByTagName('item')]

  test('is an RSS 2.0 channel with an absolute link and a self link', () => {
    expect(rss.tagName).toBe('rss')
    expect(rss.getAttribute('version')).toBe('2.0')
    const channel = rss.getElementsByTagName('channel')[0]!
    expect(text(channel, 'title')).toContain(site.brand)
    expect(text(channel, 'link')).toBe(absoluteUrl('/blog'))
    expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(absoluteUrl('/blog/rss.xml'))
  })

  test('holds every post newest first, each with an absolute link to a route, its date and its summary', () => {
    expect(items).toHaveLength(posts.length)
    items.forEach((item, index) => {
      const post = newestFirst[index]!
      expect(text(item, 'title')).toBe(post.title)
      expect(text(item, 'link')).toBe(absoluteUrl(post.link))
      expect(routeSet.has(sitePath(text(item, 'link'))), post.link).toBe(true)
      expect(Date.parse(text(item, 'pubDate') ?? '')).toBe(calendarDateValue(post.date))
      expect(text(item, 'description')).toBe(post.description)
      // RSS 2.0 wants an email address, then the name in parentheses.
      expect(text(item, 'author')).toBe(`${site.pressEmail} (${post.author ?? site.brand})`)
    })
  })
})

describe('Atom 1.0', () => {
  const atom = parseXml(documents.atom).documentElement
  const entries = [...atom.getElementsByTagName('entry')]

  test('is an Atom feed with an id, a self link and the newest post as its update time', () => {
    expect(atom.tagName).toBe('feed')
    expect(atom.namespaceURI).toBe('http://www.w3.org/2005/Atom')
    expect(text(atom, 'id')).toBe(absoluteUrl('/blog'))
    const self = [...atom.children].find((child) => child.tagName === 'link' && child.getAttribute('rel') === 'self')
    expect(self?.getAttribute('href')).toBe(absoluteUrl('/blog/atom.xml'))
    expect(Date.parse([...atom.children].find((child) => child.tagName === 'updated')?.textContent ?? '')).toBe(calendarDateValue(newestFirst[0]!.date))
  })

  test('holds every post newest first, each with an absolute link to a route, its dates and its summary', () => {
    expect(entries).toHaveLength(posts.length)
    entries.forEach((entry, index) => {
      const post = newestFirst[index]!
      const href = entry.getElementsByTagName('link')[0]?.getAttribute('href')
      expect(text(entry, 'title')).toBe(post.title)
      expect(href).toBe(absoluteUrl(post.link))
      expect(routeSet.has(sitePath(href)), post.link).toBe(true)
      expect(text(entry, 'id')).toBe(absoluteUrl(post.link))
      expect(Date.parse(text(entry, 'updated') ?? '')).toBe(calendarDateValue(post.date))
      expect(Date.parse(text(entry, 'published') ?? '')).toBe(calendarDateValue(post.date))
      expect(text(entry, 'summary')).toBe(post.description)
      expect(text(entry, 'name')).toBe(post.author ?? site.brand)
    })
  })
})

test('the feeds list the spec\'s 13 articles in the order of their dates (SPEC §3)', () => {
  const specLinks = new Set(specArticlePaths.map((path) => absoluteUrl(path)))
  const specOrder = postsNewestFirst(posts.filter((post) => specArticlePaths.includes(post.link))).map((post) => absoluteUrl(post.link))
  const rssLinks = [...parseXml(documents.rss).getElementsByTagName('item')].map((item) => text(item, 'link') ?? '')
  expect(rssLinks.filter((link) => specLinks.has(link))).toEqual(specOrder)
  expect(specOrder).toHaveLength(specLinks.size)
})

test('the feeds list the same posts, every one of them', () => {
  const rssLinks = [...parseXml(documents.rss).getElementsByTagName('item')].map((item) => text(item, 'link'))
  const atomLinks = [...parseXml(documents.atom).getElementsByTagName('entry')].map((entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href'))
  expect(rssLinks).toEqual(atomLinks)
  expect(new Set(rssLinks)).toEqual(new Set(posts.map((post) => absoluteUrl(post.link))))
})

test('an item link that is not a route would be caught', () => {
  expect(routeSet.has(sitePath(absoluteUrl('/blog/no-such-post')))).toBe(false)
  expect(routeSet.has(sitePath('https://elsewhere.example/blog/future-ai-governance'))).toBe(false)
})

test('an unchanged blog builds byte-identical feeds, whatever the build time', () => {
  expect(syndicationDocuments()).toEqual(documents)
})

test('a special character in a title stays well-formed XML', () => {
  const title = 'Models & <Markup> "Quoted" ]]> end'
  const { rss, atom } = syndicationDocuments([{ ...posts[0]!, title }])
  expect(text(parseXml(rss).getElementsByTagName('item')[0]!, 'title')).toBe(title)
  expect(text(parseXml(atom).getElementsByTagName('entry')[0]!, 'title')).toBe(title)
})
