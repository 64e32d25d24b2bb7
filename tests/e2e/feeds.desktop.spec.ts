import { JSDOM } from 'jsdom'
import { syndicationFeeds } from '../../content/blog/syndication'
import { posts, routePaths, routes } from '../../renderer/generate/content.server'
import { site } from '../../content/site'
import { expect, test } from '../helpers/fixtures'
import { specArticlePaths } from '../helpers/spec-entries'

// The feeds and the social cards as a feed reader and a social platform get them from the server. What the build
// wrote for them is checked in build-checks/social-cards.desktop.spec.ts. Desktop only: none of it depends on the
// viewport.

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

  test(`${feed.path} is served as ${feed.type} and has an item for every post, each linking to a built page`, async ({ request }) => {
    const response = await request.get(feed.path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe(`${feed.type}; charset=utf-8`)
    const links = itemLinks(await response.text(), format)
    expect(links).toHaveLength(posts.length)

    const paths = links.map((link) => {
      const url = new URL(link)
      expect(url.origin, link).toBe(site.origin)
      return url.pathname
    })
    expect(paths).toEqual(expect.arrayContaining([...specArticlePaths]))
    expect(paths.filter((path) => !routePaths.includes(path)), 'item links that are not routes').toEqual([])
    const statuses = await Promise.all(paths.map(async (path) => [path, (await request.get(path)).status()] as const))
    expect(statuses.filter(([, status]) => status !== 200), 'item links the test server does not answer with 200').toEqual([])
  })
}

test('a social card is served as image/png', async ({ request }) => {
  const served = await request.get(routes.find((route) => route.path === '/')!.image!.src)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/png')
})
