/**
 * The sources of the images a rendered page requests as soon as it is on screen: every `<img>` not marked
 * `loading="lazy"`. The pages mark lazy whatever starts below the fold, so these are what a visitor sees first
 * (the featured post's picture, a paper's cover, an article's). Read from our own server render, at build time.
 */
export function eagerImageSources(html: string): string[] {
  const sources = new Set<string>()
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (/\sloading="lazy"/.test(tag)) continue
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1]
    if (src?.startsWith('/')) sources.add(src.replaceAll('&amp;', '&'))
  }
  return [...sources]
}
