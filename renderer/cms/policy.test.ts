import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { editorPolicy } from './policy'

const script = readFileSync(join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..', 'dist', 'sveltia-cms.js'), 'utf8')
const sources = Object.values(editorPolicy).flat()

describe("/admin's policy", () => {
  test('runs only our own script: nothing inline, nothing evaluated', () => {
    expect(editorPolicy['script-src']).toEqual(["'self'"])
    expect(sources).not.toContain("'unsafe-eval'")
    expect(Object.entries(editorPolicy).filter(([, list]) => list.includes("'unsafe-inline'")).map(([name]) => name)).toEqual(['style-src'])
  })

  test('allows none of the CDNs the editor’s script would load from', () => {
    const cdns = [...new Set([...script.matchAll(/https:\/\/(unpkg\.com|cdn\.jsdelivr\.net)\//g)].map(([, host]) => host))]
    expect(cdns).toEqual(expect.arrayContaining(['unpkg.com']))
    for (const cdn of cdns) expect(sources.filter((source) => source.includes(cdn!)), cdn).toEqual([])
  })

  test('connects only to our origin and hosts the editor’s script names', () => {
    const outside = (editorPolicy['connect-src'] ?? []).filter((source) => source.startsWith('https://'))
    expect(outside.length).toBeGreaterThan(0)
    for (const origin of outside) expect(script, origin).toContain(origin)
  })
})
