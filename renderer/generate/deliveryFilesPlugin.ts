// Writes the files that make dist/client deployable as it is to a static host: `_headers`,
// `_redirects`, a redirect page per legacy path, sitemap.xml and robots.txt.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { headerRules, headersFile } from './headers'
import { inlineHashes } from './hashes.server'
import { inlinedStylesheet } from './inlineStylesheetPlugin'
import { legacyRedirectRules, redirectPage, redirectsFile } from './redirects'

export function deliveryFiles(): Plugin {
  return {
    name: 'delivery-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // writeBundle runs before any plugin's closeBundle, so precompressAssets also compresses sitemap.xml and robots.txt.
    async writeBundle() {
      // Imported here, not above: the sitemap reads the content, which vite.config.ts must not do when it loads
      // (the content check reports a problem in the content first, in its own words).
      const { robotsTxt, sitemapPath, sitemapXml } = await import('./sitemap')
      const deliveryFileNames = { headers: '_headers', redirects: '_redirects', robots: 'robots.txt', sitemap: sitemapPath.slice(1) } as const
      const outDir = this.environment.config.build.outDir
      const write = async (file: string, content: string) => {
        await mkdir(join(outDir, file, '..'), { recursive: true })
        await writeFile(join(outDir, file), content)
      }
      await Promise.all([
        write(deliveryFileNames.headers, headersFile(headerRules(await inlineHashes(inlinedStylesheet(this.environment.config.plugins))))),
        write(deliveryFileNames.redirects, redirectsFile()),
        write(deliveryFileNames.sitemap, sitemapXml()),
        write(deliveryFileNames.robots, robotsTxt()),
        ...legacyRedirectRules.map(({ from, to }) => write(`${from.slice(1)}/index.html`, redirectPage(to))),
      ])
    },
  }
}
