import type { ReactNode } from 'react'
import type { SearchFacts } from '#content/search'

/**
 * Opts `<main>` of an indexed page in to the search index: Pagefind indexes only elements marked
 * `data-pagefind-body` once any page has one, so the header and footer, and every page without the mark (aliases,
 * redirect stubs, the 404 page, /admin), stay out. The facts ride along as empty, hidden elements Pagefind reads
 * (`key:value` in the attribute): the kind and an article's category as filters, an article's date as metadata.
 */
export function indexedContentAttributes(facts: SearchFacts | undefined) {
  return facts ? { 'data-pagefind-body': '' } : {}
}

export function IndexFacts({ facts }: { facts: SearchFacts | undefined }): ReactNode {
  if (!facts) return null
  return (
    <>
      <span hidden data-pagefind-filter={`kind:${facts.kind}`} />
      {facts.category && <span hidden data-pagefind-filter={`category:${facts.category}`} />}
      {facts.date && <span hidden data-pagefind-meta={`date:${facts.date}`} />}
    </>
  )
}
