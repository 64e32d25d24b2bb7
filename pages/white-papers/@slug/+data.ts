// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { LeadFormDownload } from '#content/forms'
import { whitePaperDocument } from '#renderer/generate/white-paper-documents.server'
import { documentPath, keyFindingsHeading } from '#content/white-papers/papers'
import { whitePaperPages } from '#renderer/generate/content.server'

// Only this paper reaches the browser, not the other papers' summaries. The
// PDF is typeset here too (as the build writes it), so the thank-you can state its size.
export async function data({ routeParams }: PageContextServer) {
  const slug = routeParams['slug'] ?? ''
  const paper = whitePaperPages[slug]
  if (!paper) throw render(404)
  const download: LeadFormDownload = { href: documentPath(slug), bytes: (await whitePaperDocument(slug)).byteLength }
  return { ...paper, keyFindingsHeading, download }
}

export type Data = Awaited<ReturnType<typeof data>>
