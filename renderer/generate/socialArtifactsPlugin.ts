// Build step for the files that are not pages: the blog's RSS and Atom feeds,
// the PNG social cards every route's head points to and the white papers' PDFs
// their thank-you offers. They are emitted into the client bundle, so they land
// in dist/client before precompressAssets() writes its .br/.gz copies (the
// feeds are XML, which it compresses; PDFs are compressed inside already).
import type { Plugin } from 'vite'
import { syndicationFeeds } from '#content/blog/syndication'
import { socialImage } from '#content/social-cards'
import { renderSocialCard } from './social-cards.server'

/** Root-relative URL path to the output file name Rollup expects. */
const outputName = (path: string) => path.replace(/^\//, '')

export function socialArtifacts(): Plugin {
  return {
    name: 'social-artifacts',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      // Imported here, not above: they read the content, which vite.config.ts must not do when it loads (the content
      // check reports a problem in the content first, in its own words).
      const [{ syndicationDocuments }, { socialCards }, { whitePaperDocuments }] = await Promise.all([
        import('./syndication.server'),
        import('./content.server'),
        import('./white-paper-documents.server'),
      ])
      const started = performance.now()
      const { rss, atom } = syndicationDocuments()
      this.emitFile({ type: 'asset', fileName: outputName(syndicationFeeds.rss.path), source: rss })
      this.emitFile({ type: 'asset', fileName: outputName(syndicationFeeds.atom.path), source: atom })
      const cards = await Promise.all(socialCards.map(async (card) => ({ card, png: await renderSocialCard(card) })))
      for (const { card, png } of cards) this.emitFile({ type: 'asset', fileName: outputName(socialImage(card).src), source: png })
      const documents = await whitePaperDocuments()
      for (const { path, pdf } of documents) this.emitFile({ type: 'asset', fileName: outputName(path), source: pdf })
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      const sizes = documents.map(({ path, pdf }) => `${outputName(path)} ${(pdf.byteLength / 1024).toFixed(1)} KB`).join(', ')
      this.info(`feeds, ${cards.length} social cards and ${documents.length} white-paper PDFs (${sizes}) in ${seconds} s`)
    },
  }
}
