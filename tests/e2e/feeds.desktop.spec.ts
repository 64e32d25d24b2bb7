import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { syndicationFeeds } from '../../content/blog/syndication'
import { errorMeta, notFoundMeta, routePaths, routes } from '../../content/routes'
import { site } from '../../content/site'
import { socialCardSize } from '../../content/social-cards'
import { expect, test } from '../helpers/fixtures'
import { pngSize } from '../helpers/png'

// The build's non-page files as a feed reader and a social platform get them:
// the feeds from the test server, the cards from dist/client. Desktop only:
// none of it depends on the viewport.

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client')

const { DOMParser } = new JSDOM().window

/** The feed's item links, read with a real XML parser (which rejects anything not well-formed). */
function itemLinks(xml: string, format: keyof typeof syndicationFeeds): string[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  expect(document.getElementsByTagName('parsererror'), `${format} is well-formed XML`).toHaveLength(0)
  return format === 'rss'
    ? [...document.getElementsByTagName('item')].map((item) => item.getElementsByTagName('link')[0]?.textContent ?? '')
    : [...document.getElementsByTagName('entry')].map((entry) => entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '')
}

for (const format of ['rss', 'atom'] as const) {
  const feed = syndicationFeeds[format]

  test(`${feed.path} is served as ${feed.type} and every one of its 13 items links to a built page`, async ({ request }) => {
    const response = await request.get(feed.path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe(`${feed.type}; charset=utf-8`)
    const links = itemLinks(await response.text(), format)
    expect(links).toHaveLength(13)

    const paths = links.map((link) => {
      const url = new URL(link)
      expect(url.origin, link).toBe(site.origin)
      return url.pathname
    })
    expect(paths.filter((path) => !routePaths.includes(path)), 'item links that are not routes').toEqual([])
    const statuses = await Promise.all(paths.map(async (path) => [path, (await request.get(path)).status()] as const))
    expect(statuses.filter(([, status]) => status !== 200), 'item links the test server does not answer with 200').toEqual([])
  })
}

test('every social image a page names is a 1200×630 PNG in the build, served as image/png', async ({ request }) => {
  const sources = [...new Set([...routes, notFoundMeta, errorMeta].map((meta) => meta.image?.src ?? 'a page without an image'))]
  const problems: string[] = []
  for (const src of sources) {
    let bytes: Buffer
    try {
      bytes = readFileSync(join(clientDir, src))
    } catch {
      problems.push(`${src}: not in dist/client`)
      continue
    }
    const size = pngSize(bytes)
    if (size === undefined) problems.push(`${src}: not a PNG`)
    else if (size.width !== socialCardSize.width || size.height !== socialCardSize.height) problems.push(`${src}: ${size.width}×${size.height}`)
  }
  expect(problems).toEqual([])
  const served = await request.get(sources[0]!)
  expect(served.headers()['content-type']).toBe('image/png')
})

test('the pre-rendered home page names its card and links both feeds', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const { document } = new JSDOM(html).window
  const home = routes.find((route) => route.path === '/')!
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')
  expect(content('meta[property="og:image"]')).toBe(new URL(home.image!.src, site.origin).href)
  expect(content('meta[name="twitter:image"]')).toBe(content('meta[property="og:image"]'))
  expect(content('meta[property="og:image:width"]')).toBe('1200')
  expect(content('meta[property="og:image:height"]')).toBe('630')
  expect(content('meta[property="og:image:alt"]')).toBe(home.image!.alt)
  const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('type'), link.getAttribute('title'), link.getAttribute('href')])
  expect(alternates).toEqual(Object.values(syndicationFeeds).map((feed) => [feed.type, feed.title, new URL(feed.path, site.origin).href]))
})
