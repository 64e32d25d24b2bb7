// sitemap.xml and robots.txt. The sitemap lists each canonical route once (an alias such as
// /feed is left out: its canonical URL is /blog's), with the date its content last changed
// where the content has one.
import { lastReviewed } from '#content/accessibility'
import { calendarDate, calendarDateValue } from '#content/dates'
import { cookiePolicy } from '#content/legal/cookie-policy'
import type { PageMeta } from '#content/schema'
import { canonicalUrl, absoluteUrl } from '#content/urls'
import { posts, privacyPolicy, routes, termsAndConditions, whitePaperItems } from './content.server'

export interface SitemapEntry {
  loc: string
  lastmod?: string
}

const newest = (dates: readonly string[]) =>
  calendarDate(dates.reduce((latest, date) => (calendarDateValue(date) > calendarDateValue(latest) ? date : latest)))

/** Content dates per path: articles by publication, listings by their newest entry, legal pages by their last update. */
const contentDates: Readonly<Record<string, string>> = {
  '/blog': newest(posts.map((post) => post.date)),
  '/white-papers': newest(whitePaperItems.map((item) => item.date)),
  ...Object.fromEntries(whitePaperItems.map((item) => [item.link, calendarDate(item.date)])),
  '/privacy-policy': calendarDate(privacyPolicy.lastUpdated),
  '/terms-and-conditions': calendarDate(termsAndConditions.lastUpdated),
  '/opt-out-preferences': calendarDate(cookiePolicy.lastUpdated),
  '/accessibility': calendarDate(lastReviewed),
}

function lastmodOf(route: PageMeta): string | undefined {
  return route.article ? calendarDate(route.article.publishedTime) : contentDates[route.path]
}

export function sitemapEntries(table: readonly PageMeta[] = routes): SitemapEntry[] {
  return table
    .filter((route) => route.canonicalPath === undefined)
    .map((route) => {
      const lastmod = lastmodOf(route)
      return { loc: canonicalUrl(route), ...(lastmod === undefined ? {} : { lastmod }) }
    })
}

export function sitemapXml(entries: readonly SitemapEntry[] = sitemapEntries()): string {
  const urls = entries.map(({ loc, lastmod }) =>
    lastmod === undefined ? `  <url><loc>${loc}</loc></url>` : `  <url><loc>${loc}</loc><lastmod>${lastmod}</lastmod></url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export const sitemapPath = '/sitemap.xml'

export const robotsTxt = () => `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(sitemapPath)}\n`
