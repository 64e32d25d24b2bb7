import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { lookupLegacyRedirect } from '../../content/redirects'
import { routePaths } from '../../renderer/generate/content.server'
import { editorDirectory } from '../../renderer/cms/location.mjs'
import { pendingRoutes } from './pending-routes'

const repoRoot = join(import.meta.dirname, '..', '..')
/** Where the build writes the site: what the build checks read. */
export const clientDir = join(repoRoot, 'dist', 'client')

/** The pre-rendered 404 page the server answers unknown paths with. */
export const notFoundFile = '404.html'
export const notFoundPath = '/this-page-does-not-exist'

/** Pre-rendered HTML files other than route pages and the 404 page: each one is unexpected. */
export interface PrerenderedBuild {
  /** URL paths of every `index.html` under dist/client, except the legacy redirect pages. */
  paths: string[]
  /** Old paths of content/redirects.ts whose `index.html` sends the browser on (renderer/generate/redirects.ts). */
  legacyRedirectPages: string[]
  notFoundPage: boolean
  /** Other `.html` files (relative to dist/client), which no route explains. */
  strayHtml: string[]
}

export function readPrerenderedBuild(): PrerenderedBuild {
  if (!existsSync(clientDir)) throw new Error(`${clientDir} does not exist: run \`npm run build\` first`)
  const build: PrerenderedBuild = { paths: [], legacyRedirectPages: [], notFoundPage: false, strayHtml: [] }
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry)
      const rel = relative(clientDir, full).split(sep).join('/')
      if (statSync(full).isDirectory()) {
        // The editor (renderer/cms) is a static entry, not a route: tests/editor/ checks it.
        if (rel !== 'assets' && rel !== editorDirectory) walk(full)
      } else if (entry === 'index.html') {
        const dirPath = relative(clientDir, dir).split(sep).join('/')
        const path = dirPath ? `/${dirPath}` : '/'
        if (lookupLegacyRedirect(path) === undefined) build.paths.push(path)
        else build.legacyRedirectPages.push(path)
      } else if (rel === notFoundFile) {
        build.notFoundPage = true
      } else if (entry.endsWith('.html')) {
        build.strayHtml.push(rel)
      }
    }
  }
  walk(clientDir)
  build.paths.sort()
  return build
}

/** The pre-rendered HTML of `path` as the build wrote it: `dist/client/<path>/index.html`, or the 404 page for `notFoundPath`. */
export function builtHtml(path: string): string {
  const file = path === notFoundPath ? notFoundFile : join(path, 'index.html')
  return readFileSync(join(clientDir, file), 'utf8')
}

/** URL paths of every pre-rendered page in the production build. */
export function prerenderedPaths(): string[] {
  return readPrerenderedBuild().paths
}

const pending = new Set<string>(pendingRoutes)

/**
 * The routes the route suites visit: the route table minus the pending list.
 * Taken from the table, not from the build, so a page missing from the build
 * fails its tests instead of silently dropping out of them.
 */
export const checkedRoutes: readonly string[] = routePaths.filter((path) => !pending.has(path))

export interface RouteTableCheck {
  /** Table routes the build holds. */
  built: string[]
  /** Table routes, not pending, that the build lacks. */
  missing: string[]
  /** Built pages the table does not list. */
  extra: string[]
  /** Pending routes that are built: remove them from tests/helpers/pending-routes.ts. */
  pendingButBuilt: string[]
  /** Pending entries the table does not list. */
  pendingUnknown: string[]
  notFoundPageMissing: boolean
}

/** Compares the build with content/routes.ts and the pending list (both replaceable for the check's own tests). */
export function checkRouteTable(
  build: PrerenderedBuild = readPrerenderedBuild(),
  { table = routePaths, pending = pendingRoutes }: { table?: readonly string[]; pending?: readonly string[] } = {},
): RouteTableCheck {
  const tablePaths = new Set(table)
  const pendingPaths = new Set(pending)
  const builtPaths = new Set(build.paths)
  return {
    built: build.paths.filter((path) => tablePaths.has(path)),
    missing: table.filter((path) => !pendingPaths.has(path) && !builtPaths.has(path)),
    extra: [...build.paths.filter((path) => !tablePaths.has(path)), ...build.strayHtml.map((file) => `dist/client/${file}`)],
    pendingButBuilt: pending.filter((path) => builtPaths.has(path)),
    pendingUnknown: pending.filter((path) => !tablePaths.has(path)),
    notFoundPageMissing: !build.notFoundPage,
  }
}

/** One sentence per mismatch, naming every path; empty when the build matches the table. */
export function routeTableProblems(check: RouteTableCheck): string[] {
  const problems: string[] = []
  const list = (paths: readonly string[]) => paths.join(', ')
  if (check.missing.length) problems.push(`missing from the build: ${list(check.missing)}`)
  if (check.extra.length) problems.push(`built but not in content/routes.ts: ${list(check.extra)}`)
  if (check.pendingButBuilt.length) {
    problems.push(`built, so remove from tests/helpers/pending-routes.ts: ${list(check.pendingButBuilt)}`)
  }
  if (check.pendingUnknown.length) problems.push(`pending but not in content/routes.ts: ${list(check.pendingUnknown)}`)
  if (check.notFoundPageMissing) problems.push(`dist/client/${notFoundFile} (the 404 page) is missing`)
  return problems
}

export interface StoryRef {
  /** Path from the repository root, e.g. design-system/components/Badge/Badge.stories.tsx. */
  filePath: string
  namedExport: string
}

export interface LadleStory extends StoryRef {
  id: string
  /**
   * `Story.meta = { alsoOnDark: true }`: the story suite checks and snapshots it on the dark surface too, in place of
   * a copy of the story wrapped in the dark theme.
   */
  alsoOnDark: boolean
  /**
   * `Story.meta = { responsive: true }`: the story's layout changes with the width (columns collapse, an aside moves
   * under the text, a menu replaces the bar), so its screenshot is taken at 390 px as well as 1280 px.
   */
  responsive: boolean
  /** `Story.meta = { width: 'mobile' }` (Ladle's width addon): a story of the phone layout, shot at 390 px only. */
  width: StoryWidth | undefined
}

export const storyWidths = ['mobile', 'desktop'] as const
export type StoryWidth = (typeof storyWidths)[number]

/** Ladle's list of stories, written by `ladle build`. */
export function ladleStories(): LadleStory[] {
  const metaFile = join(repoRoot, 'build', 'meta.json')
  if (!existsSync(metaFile)) throw new Error(`${metaFile} does not exist: run \`npm run stories:build\` first`)
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as {
    stories: Record<string, { filePath: string; namedExport: string; meta?: { alsoOnDark?: boolean; responsive?: boolean; width?: unknown } }>
  }
  return Object.entries(meta.stories)
    .map(([id, { filePath, namedExport, meta: storyMeta }]) => ({
      id,
      filePath: filePath.replace(/^\.\//, ''),
      namedExport,
      alsoOnDark: storyMeta?.alsoOnDark === true,
      responsive: storyMeta?.responsive === true,
      width: storyWidths.find((width) => width === storyMeta?.width),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))
}

/**
 * Every story the source declares. Stories are written `export const Name: Story = ...`
 * (CONVENTIONS.md), so that pattern is the source of truth Ladle's build is compared with.
 */
export const storyExportPattern = /^export\s+const\s+([A-Za-z_$][\w$]*)\s*:\s*Story\b/gm

/**
 * A usage page (`<Name>.usage.stories.mdx`) is prose around one example of a component that has stories of its own,
 * so tests/a11y/usage-pages.desktop.spec.ts checks it at the desktop width only, without a screenshot.
 */
export const isUsagePage = (filePath: string) => filePath.endsWith('.usage.stories.mdx')

/**
 * The widths (Playwright projects) a story's screenshot is taken at: 1280 px, unless it declares `responsive` (1280
 * and 390) or `width: 'mobile'` (390 only). An MDX page (Welcome, the changelog, a usage page) is prose, so a text edit
 * must break no screenshot: it is checked by axe and for contrast, never shot. The dark surface is shot at the first
 * width only: it changes colours, not layout.
 */
export function storyScreenshotWidths({ filePath, responsive, width }: Pick<LadleStory, 'filePath' | 'responsive' | 'width'>): StoryWidth[] {
  if (filePath.endsWith('.mdx')) return []
  if (width === 'mobile') return ['mobile']
  return responsive ? ['desktop', 'mobile'] : ['desktop']
}

/** An MDX page (Welcome, the changelog, usage guidance) is one story once it has Ladle's `<Meta title=…>`. */
export const mdxStoryPattern = /^<Meta\s+title=/m
export const mdxStoryExport = 'MDXContent'

export function storyExportsInSource(): StoryRef[] {
  const stories: StoryRef[] = []
  const root = join(repoRoot, 'design-system')
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const isStories = entry.endsWith('.stories.tsx')
    if (!isStories && !entry.endsWith('.stories.mdx')) continue
    const source = readFileSync(join(root, entry), 'utf8')
    const filePath = ['design-system', ...entry.split(sep)].join('/')
    if (isStories) for (const match of source.matchAll(storyExportPattern)) stories.push({ filePath, namedExport: match[1]! })
    else if (mdxStoryPattern.test(source)) stories.push({ filePath, namedExport: mdxStoryExport })
  }
  return stories
}

/** Source stories Ladle's build does not list, named `file#Export`. */
export function storiesMissingFromLadle(source: readonly StoryRef[], ladle: readonly StoryRef[]): string[] {
  const listed = new Set(ladle.map(({ filePath, namedExport }) => `${filePath}#${namedExport}`))
  return source.map(({ filePath, namedExport }) => `${filePath}#${namedExport}`).filter((story) => !listed.has(story))
}
