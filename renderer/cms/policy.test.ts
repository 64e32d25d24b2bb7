import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { headerRules, headersFile } from '../generate/headers'
import { headersFor, parseHeadersFile } from '../server/hostRules.mjs'
import { editorOwnPolicies, editorPolicy } from './policy'

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

describe("/admin's headers, as _headers gives them", () => {
  const hashes = { scripts: ["'sha256-boot'"], styles: ["'sha256-style'"] }
  const served = (policies = editorOwnPolicies()) => {
    const rules = parseHeadersFile(headersFile(headerRules(hashes, policies)))
    return (path: string) => headersFor(rules, path)
  }
  const directivesOf = (csp = '') => Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...list]) => [name, list]))

  test('the editor’s page and files get exactly its policy and noindex; every other path keeps the site’s', () => {
    const headersOf = served()
    const site = headersOf('/')
    for (const path of ['/admin', '/admin/', '/admin/config.yml', '/admin/fonts/x.woff2']) {
      const headers = headersOf(path)
      expect(directivesOf(headers.get('content-security-policy')), path).toEqual(editorPolicy)
      expect(headers.get('x-robots-tag'), path).toBe('noindex')
      // With access tokens only (content/site.ts), nothing else differs from the site's headers.
      expect(Object.fromEntries([...headers].filter(([name]) => !['content-security-policy', 'x-robots-tag'].includes(name))), path).toEqual(
        Object.fromEntries([...site].filter(([name]) => name !== 'content-security-policy')),
      )
    }
    for (const path of ['/', '/administration', '/blog/admin/', '/assets/admin/x.js']) {
      expect(headersOf(path).get('content-security-policy'), path).toBe(site.get('content-security-policy'))
      expect(headersOf(path).has('x-robots-tag'), path).toBe(false)
    }
    expect(site.get('content-security-policy')).toContain("'sha256-boot'")
  })

  test('with an OAuth app, /admin alone lets its sign-in popup report back, with one opener policy', () => {
    const headersOf = served(editorOwnPolicies({ oauthBaseUrl: 'https://auth.example' }))
    expect(headersOf('/admin/').get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    expect(headersOf('/admin').get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    expect(headersOf('/').get('cross-origin-opener-policy')).toBe('same-origin')
    expect(headersOf('/administration').get('cross-origin-opener-policy')).toBe('same-origin')
    expect(served()('/admin/').get('cross-origin-opener-policy')).toBe('same-origin')
  })
})
