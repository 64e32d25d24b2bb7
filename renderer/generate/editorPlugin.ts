// The editor at /admin (renderer/cms): a static entry the build writes beside the pre-rendered pages, not a Vike
// route, and the same files served by the dev server, where `npm run cms` opens them on the working copy.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { collections } from '#content/collections'
import { editorSettings } from '../cms/collections'
import { editorConfig } from '../cms/config'
import { editorDirectory } from '../cms/location.mjs'
import { editorFiles } from '../cms/files'

const contentTypes: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  yml: 'text/yaml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
}

export function editorEntry(): Plugin {
  return {
    name: 'editor-entry',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle() {
      const outDir = this.environment.config.build.outDir
      await Promise.all(
        editorFiles(editorConfig(collections, editorSettings)).map(async ({ path, content }) => {
          await mkdir(dirname(join(outDir, path)), { recursive: true })
          await writeFile(join(outDir, path), content)
        }),
      )
    },
    configureServer(server) {
      // Generated once per dev server, as the build generates them once: restart `npm run cms` after a schema change.
      const files = new Map(editorFiles(editorConfig(collections, editorSettings)).map(({ path, content }) => [`/${path}`, content]))
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? ''
        if (path === `/${editorDirectory}`) {
          res.writeHead(301, { Location: `/${editorDirectory}/` }).end()
          return
        }
        const content = files.get(path.endsWith('/') ? `${path}index.html` : path)
        if (content === undefined) return next()
        res.writeHead(200, { 'Content-Type': contentTypes[path.split('.').pop() ?? 'html'] ?? contentTypes.html, 'Cache-Control': 'no-store' })
        res.end(content)
      })
    },
  }
}
