import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client')

/** URL paths of every pre-rendered HTML page in the production build. */
export function prerenderedPaths(): string[] {
  const paths: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry)
      if (statSync(full).isDirectory()) {
        if (entry !== 'assets') walk(full)
      } else if (entry === 'index.html') {
        const rel = relative(clientDir, dir).split(sep).join('/')
        paths.push(rel ? `/${rel}` : '/')
      }
    }
  }
  walk(clientDir)
  return paths.sort()
}

export const notFoundPath = '/this-page-does-not-exist'

/** Ladle's list of stories, written by `ladle build`. */
export function ladleStoryIds(): string[] {
  const meta = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'build', 'meta.json'), 'utf8')) as {
    stories: Record<string, unknown>
  }
  return Object.keys(meta.stories).sort()
}
