// The images content names (covers, partner logos) live beside the content, under content/images/ (or CONTENT_ROOT's
// images/), and are served at /images/: this serves them in `vike dev` and `ladle serve` and writes them into the
// site's and Ladle's builds, as Vite does for public/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { contentRoot } from './contentRoot'

const imagesFolder = 'images'

const imageTypes: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
}

function imageFiles(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => extname(file).toLowerCase() in imageTypes && statSync(join(folder, file)).isFile())
}

export function contentImages(): Plugin {
  const folder = join(contentRoot(), imagesFolder)
  return {
    name: 'content-images',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent(request.url?.split('?')[0] ?? '')
        if (!path.startsWith(`/${imagesFolder}/`)) return next()
        const file = resolve(folder, `.${path.slice(imagesFolder.length + 1)}`)
        const type = imageTypes[extname(file).toLowerCase()]
        if (!type || !file.startsWith(`${folder}${sep}`) || !existsSync(file)) return next()
        response.setHeader('Content-Type', type)
        response.end(readFileSync(file))
      })
    },
    generateBundle() {
      // The client build of the site, or Ladle's only build; never the site's server bundle.
      if (this.environment.config.build.ssr) return
      for (const file of imageFiles(folder)) {
        this.emitFile({ type: 'asset', fileName: `${imagesFolder}/${file.split(sep).join('/')}`, source: readFileSync(join(folder, file)) })
      }
    },
  }
}
