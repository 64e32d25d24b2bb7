// The content the build renders, read from the content folder (contentRoot.ts) by the content check: the posts, the
// white papers and the legal documents, which are files rather than modules, and the route table and social cards
// that follow from them. Build-time only, like the Markdown pipeline it feeds (https://vike.dev/file-env): pages get
// what they show through +data. Reading stops, listing every problem, if the check finds any.
import { legalDocument } from '#content/legal/documents'
import { routeLookup, routeTable } from '#content/routes'
import type { LegalDocument, PageMeta, WhitePaperItem } from '#content/schema'
import { socialCardsFor } from '#content/social-cards'
import type { SocialCard } from '#content/social-cards'
import { whitePaperItem, whitePaperPage } from '#content/white-papers/papers'
import type { WhitePaperPage } from '#content/white-papers/schema'
import { checkContent, formatProblem } from './contentCheck'
import type { CheckedContent } from './contentCheck'
import { contentRoot } from './contentRoot'

class ContentError extends Error {
  override name = 'ContentError'
}

/** The checked content under `root`; throws with every problem when there is one. */
function loadContent(root: string = contentRoot()): CheckedContent {
  const { problems, content } = checkContent(root)
  if (!content) throw new ContentError(`The content check found ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`)
  return content
}

const content = loadContent()

/** SPEC §3 "Blog post": every post, in id order. */
export const { posts } = content

/** The Markdown body of the post at /blog/<slug>, tokens substituted. */
export function postMarkdown(slug: string): string {
  const markdown = content.postBodies.get(slug)
  if (markdown === undefined) throw new Error(`No post ${slug}`)
  return markdown
}

/** Every white paper's page, by slug. */
export const whitePaperPages: Readonly<Record<string, WhitePaperPage>> = Object.fromEntries(content.papers.map((paper) => [paper.slug, whitePaperPage(paper)]))

export const whitePaperSlugs: readonly string[] = content.papers.map((paper) => paper.slug)

/** The page of the paper at /white-papers/<slug>. */
export function paperPage(slug: string): WhitePaperPage {
  const paper = whitePaperPages[slug]
  if (!paper) throw new Error(`No white paper ${slug}`)
  return paper
}

/** SPEC §3 "White paper item": the listing's cards, one per listed paper, in id order. */
export const whitePaperItems: readonly WhitePaperItem[] = content.papers
  .filter((paper) => content.paperIds.has(paper.slug))
  .map((paper) => whitePaperItem(paper, content.paperIds.get(paper.slug) ?? 0))
  .sort((a, b) => a.id - b.id)

/** A paper's publication date: its listing card's; a paper that is not listed carries none. */
export function publicationDate(slug: string): string | undefined {
  return whitePaperItems.find((item) => item.link === `/white-papers/${slug}`)?.date
}

export const privacyPolicy: LegalDocument = legalDocument(content.legal['privacy-policy'].frontMatter, content.legal['privacy-policy'].body)

export const termsAndConditions: LegalDocument = legalDocument(content.legal['terms-and-conditions'].frontMatter, content.legal['terms-and-conditions'].body)

/** SPEC §2's public paths with their head metadata, then the declared additions (content/routes.ts). */
export const routes: readonly PageMeta[] = routeTable({
  posts,
  papers: Object.values(whitePaperPages),
  legal: { 'privacy-policy': content.legal['privacy-policy'].frontMatter, 'terms-and-conditions': content.legal['terms-and-conditions'].frontMatter },
})

export const routePaths: readonly string[] = routes.map((route) => route.path)

/** The route for a pathname; a trailing slash is ignored, query and hash are not accepted. */
export const routeByPath = routeLookup(routes)

/** Every social card the build renders. */
export const socialCards: readonly SocialCard[] = socialCardsFor(posts, Object.values(whitePaperPages))
