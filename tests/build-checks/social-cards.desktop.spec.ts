import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { syndicationFeeds } from '../../content/blog/syndication'
import { errorMeta, notFoundMeta } from '../../content/routes'
import { routes } from '../../renderer/generate/content.server'
import { site } from '../../content/site'
import { socialCardSize } from '../../content/social-cards'
import { expect, test } from '../helpers/fixtures'
import { pngSize } from '../helpers/png'
import { builtHtml } from '../helpers/prerendered'

// What the build wrote for social platforms and feed readers (dist/client): the cards every page names, and the head
// that names them. How the server sends them is e2e/feeds.desktop.spec.ts. Desktop only: nothing here depends on the
// viewport.

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client')

test('every social image a page names is a 1200×630 PNG in the build', () => {
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
})

test('the pre-rendered home page names its card and links both feeds', () => {
  const { document } = new JSDOM(builtHtml('/')).window
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
