import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { collections } from '#content/collections'
import { editorSettings } from './collections'
import { editorConfig } from './config'
import { editorFiles, hostedScript } from './files'

const packageBase = '`https://unpkg.com/@sveltia/cms`'
const cdnFont = (family: string, subset: string) => `https://cdn.jsdelivr.net/fontsource/fonts/${family}:vf@5.3.7/${subset}.woff2`

describe("the editor's fonts and its package's files come from our origin", () => {
  test('each Fontsource CDN URL in the script points at the package’s copy of that file', () => {
    const script = `${packageBase};a{src:url(${cdnFont('material-symbols-outlined', 'latin-wght-normal')})} b{src:url(${cdnFont('source-sans-3', 'latin-wght-normal')})}`
    const hosted = hostedScript(script, ['material-symbols-outlined-latin-wght-normal-_Z1.woff2', 'source-sans-3-latin-wght-normal-Bq.woff2', 'noto-mono.LICENSE.txt'])
    expect(hosted.text).toBe('`/admin/sveltia-cms`;a{src:url(/admin/fonts/material-symbols-outlined-latin-wght-normal-_Z1.woff2)} b{src:url(/admin/fonts/source-sans-3-latin-wght-normal-Bq.woff2)}')
    expect(hosted.fonts).toEqual(['material-symbols-outlined-latin-wght-normal-_Z1.woff2', 'source-sans-3-latin-wght-normal-Bq.woff2'])
  })

  test('a font the package does not ship stops the build, naming its URL', () => {
    expect(() => hostedScript(`${packageBase} url(${cdnFont('noto-mono', 'latin-400-normal')})`, ['source-sans-3-latin-wght-normal-Bq.woff2'])).toThrow(
      `The editor's script loads ${cdnFont('noto-mono', 'latin-400-normal')}, and @sveltia/cms ships no noto-mono-latin-400-normal font`,
    )
  })

  test('a script that no longer names Fontsource fonts, or names the CDN otherwise, stops the build', () => {
    expect(() => hostedScript(`${packageBase} no fonts here`, [])).toThrow(/names no Fontsource font any more/)
    expect(() => hostedScript(`url(${cdnFont('source-sans-3', 'latin-wght-normal')})`, ['source-sans-3-latin-wght-normal-Bq.woff2'])).toThrow(/names its package's CDN address https:\/\/unpkg.com\/@sveltia\/cms 0 times/)
    expect(() => hostedScript(`${packageBase} url(${cdnFont('source-sans-3', 'latin-wght-normal')}) https://cdn.jsdelivr.net/other.woff2`, ['source-sans-3-latin-wght-normal-Bq.woff2'])).toThrow(/still names cdn.jsdelivr.net/)
  })
})

describe('the files of /admin', () => {
  const files = new Map(editorFiles(editorConfig(collections, editorSettings)).map(({ path, content }) => [path, content.toString()]))

  test('the pinned script, with every font it names among the files beside it', () => {
    const script = files.get('admin/sveltia-cms.js') ?? ''
    expect(script).not.toContain('cdn.jsdelivr.net')
    const fonts = [...script.matchAll(/\/admin\/fonts\/[\w.-]+\.woff2/g)].map(([url]) => url.slice(1))
    expect(fonts.length).toBeGreaterThanOrEqual(3)
    for (const font of fonts) expect(files.has(font), font).toBe(true)
  })

  test('the package’s translations and its version, where the script now looks for them', () => {
    const script = files.get('admin/sveltia-cms.js') ?? ''
    expect(script).not.toContain('`https://unpkg.com/@sveltia/cms`')
    const { version } = JSON.parse(files.get('admin/sveltia-cms/package.json') ?? '{}') as { version?: string }
    expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(files.has(`admin/sveltia-cms@${version}/locales/en-GB.json`)).toBe(true)
  })

  test('a page that asks search engines not to index it and loads only our script', () => {
    const page = files.get('admin/index.html') ?? ''
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">')
    expect([...page.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual(['<script src="/admin/sveltia-cms.js">'])
  })

  test('the configuration, as YAML, is the generated configuration', () => {
    expect(parse(files.get('admin/config.yml') ?? '')).toEqual(editorConfig(collections, editorSettings))
  })
})
