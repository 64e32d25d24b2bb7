// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { keyFindingsHeading, whitePaperPages, whitePaperSlugs, type WhitePaperSlug } from '../../../content/white-papers/papers'

// Only this paper reaches the browser, not the other papers' summaries.
export function data({ routeParams }: PageContextServer) {
  const slug = routeParams['slug']
  if (!whitePaperSlugs.includes(slug as WhitePaperSlug)) throw render(404)
  return { ...whitePaperPages[slug as WhitePaperSlug], keyFindingsHeading }
}

export type Data = ReturnType<typeof data>
