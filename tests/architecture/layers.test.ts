import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { exemptFile, layerOrder, storyContentImports, storyModule, wrongWayImports } from './layers'

const projectRoot = join(import.meta.dirname, '..', '..')
const sourceFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...layerOrder], { cwd: projectRoot, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|mdx)$/.test(file))

describe('imports run one way: content → design-system → renderer → pages', () => {
  test('the check reads the real tree', () => {
    // A glob or path mistake that read nothing would pass the test below vacuously.
    for (const layer of layerOrder) expect(sourceFiles.filter((file) => file.startsWith(`${layer}/`) && !exemptFile.test(file)).length, layer).toBeGreaterThan(5)
  })

  test('no source file imports against the order', () => {
    const found = sourceFiles.filter((file) => !file.endsWith('.mdx')).flatMap((file) => wrongWayImports(file, readFileSync(join(projectRoot, file), 'utf8')))
    expect(found).toEqual([])
  })
})

describe('the layer check fails on a planted wrong-way import', () => {
  test('content importing the design system, by alias and by relative path', () => {
    expect(wrongWayImports('content/planted.ts', "import { vars } from '#design-system/themes/vars.css'")).toEqual([
      { file: 'content/planted.ts', specifier: '#design-system/themes/vars.css', from: 'content', to: 'design-system' },
    ])
    expect(wrongWayImports('content/blog/planted.ts', "export type { RichBlock } from '../../design-system'")).toHaveLength(1)
  })

  test('the design system importing content, the renderer or a page, also as a type or a dynamic import', () => {
    const planted = [
      "import type { Post } from '#content/blog/posts'",
      "import { leaveUnknownPath } from '../../../renderer/unknownPath'",
      "const page = await import('../../../pages/index/+Page')",
    ].join('\n')
    expect(wrongWayImports('design-system/components/Planted/Planted.tsx', planted).map(({ to }) => to)).toEqual(['content', 'renderer', 'pages'])
  })

  test('the renderer importing a page or a test helper', () => {
    const planted = "import { Page } from '../pages/index/+Page'\nimport { ports } from '../tests/helpers/ports'"
    expect(wrongWayImports('renderer/planted.ts', planted).map(({ to }) => to)).toEqual(['pages', 'tests'])
  })

  test('stories, tests and fixtures may import content; packages and the same layer are always fine', () => {
    const contentImport = "import { site } from '#content/site'"
    expect(wrongWayImports('design-system/components/Footer/Footer.stories.tsx', contentImport)).toEqual([])
    expect(wrongWayImports('design-system/components/Footer/Footer.test.tsx', contentImport)).toEqual([])
    expect(wrongWayImports('content/planted.ts', "import { z } from 'zod'\nimport { site } from './site'")).toEqual([])
    expect(wrongWayImports('pages/planted.tsx', `${contentImport}\nimport { Layout } from '#renderer/Layout'`)).toEqual([])
  })
})

describe("the design system's stories render fixtures, not content", () => {
  test('no story, usage page or fixture imports content/', () => {
    const storyFiles = sourceFiles.filter((file) => storyModule.test(file))
    // Stories, usage pages and fixtures each: a path mistake that read none would pass vacuously.
    for (const kind of ['.stories.tsx', '.usage.stories.mdx', '/fixtures.ts']) expect(storyFiles.filter((file) => file.endsWith(kind)).length, kind).toBeGreaterThan(5)
    expect(storyFiles.flatMap((file) => storyContentImports(file, readFileSync(join(projectRoot, file), 'utf8')))).toEqual([])
  })

  test('the check fails on a planted content import in a story, a usage page and a fixture', () => {
    expect(storyContentImports('design-system/components/Footer/Footer.stories.tsx', "import { site } from '#content/site'")).toEqual([
      { file: 'design-system/components/Footer/Footer.stories.tsx', specifier: '#content/site', from: 'design-system', to: 'content' },
    ])
    const usagePage = "import { Meta } from '@ladle/react'\nimport { site } from '../../../content/site'\n\n# Footer\n\n<Footer brand={site.brand} />"
    expect(storyContentImports('design-system/components/Footer/Footer.usage.stories.mdx', usagePage).map(({ specifier }) => specifier)).toEqual(['../../../content/site'])
    expect(storyContentImports('design-system/components/Footer/fixtures.ts', "export { footerColumns } from '#content/navigation'")).toHaveLength(1)
  })

  test('tests of the design system may still read content, and fixtures may import the design system', () => {
    expect(storyContentImports('design-system/components/CookieBanner/CookieBanner.test.tsx', "import { cookieCopy } from '#content/cookies'")).toEqual([])
    expect(storyContentImports('design-system/components/Footer/fixtures.ts', "import type { FooterProps } from './Footer'")).toEqual([])
  })
})
