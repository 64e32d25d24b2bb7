// The path aliases (`#content/…`, `#design-system`, `#renderer/…`) are declared once, in tsconfig.json's `paths`,
// where TypeScript, Playwright and esbuild (which bundles vite.config.ts and the build plugins it imports) read them;
// this turns them into Vite's `resolve.alias` for the site's build, Vitest and Ladle, so none of them can disagree.
// The `#` prefix keeps them apart from npm package names: Vite's config loader would take `@content/…` for a package.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Alias } from 'vite'

const projectRoot = join(import.meta.dirname, '..', '..')

interface TsConfig {
  compilerOptions: { paths: Record<string, [string]> }
}

export function pathAliases(): Alias[] {
  const { paths } = (JSON.parse(readFileSync(join(projectRoot, 'tsconfig.json'), 'utf8')) as TsConfig).compilerOptions
  return Object.entries(paths)
    .map(([pattern, [target]]) =>
      pattern.endsWith('/*')
        ? { find: new RegExp(`^${pattern.slice(0, -2)}/`), replacement: `${join(projectRoot, target.slice(0, -2))}/` }
        : { find: new RegExp(`^${pattern}$`), replacement: join(projectRoot, target) },
    )
}
