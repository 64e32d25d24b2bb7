import { describe, expect, test } from 'vitest'
import { legacyRedirects } from '#content/redirects'
import { headerRules, headersFile, hashedAssetsPattern, immutableCaching } from '../generate/headers'
import { findRedirect, headersFor, matchesPathPattern, parseHeadersFile, parseRedirectsFile } from './hostRules.mjs'
import { legacyRedirectRules, redirectsFile } from '../generate/redirects'

const hashes = { scripts: ["'sha256-boot'"], styles: [] }

describe('_headers', () => {
  test('round-trips through the file format', () => {
    const rules = headerRules(hashes)
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules)
  })

  test('gives assets the security headers and immutable caching, other paths no Cache-Control of their own', () => {
    const rules = parseHeadersFile(headersFile(headerRules(hashes)))
    const asset = headersFor(rules, '/assets/entries/page.js')
    expect(asset.get('cache-control')).toBe(immutableCaching)
    expect(asset.get('content-security-policy')).toContain("script-src 'self' 'sha256-boot'")
    expect(headersFor(rules, '/about').has('cache-control')).toBe(false)
  })

  test('matches patterns with * across slashes, and nothing else', () => {
    expect(matchesPathPattern(hashedAssetsPattern, '/assets/chunks/a.js')).toBe(true)
    expect(matchesPathPattern(hashedAssetsPattern, '/assetsy.js')).toBe(false)
    expect(matchesPathPattern('/*', '/')).toBe(true)
  })

  test('joins a header two rules set with a comma, as the hosts do', () => {
    const rules = parseHeadersFile('/*\n  X-Test: a\n/x\n  X-Test: b\n')
    expect(headersFor(rules, '/x').get('x-test')).toBe('a, b')
  })

  test('rejects a header line outside a path block', () => {
    expect(() => parseHeadersFile('  X-Test: a\n')).toThrow(/line 1/)
  })
})

describe('_redirects', () => {
  test('round-trips the legacy table as forced 301s', () => {
    expect(parseRedirectsFile(redirectsFile())).toEqual(legacyRedirectRules)
    expect(legacyRedirectRules).toHaveLength(legacyRedirects.length)
  })

  test('finds a rule whatever the case, with one trailing slash ignored', () => {
    const rules = parseRedirectsFile(redirectsFile())
    expect(findRedirect(rules, '/The-Future-Of-AI-Governance/')?.to).toBe('/blog/future-ai-governance')
    expect(findRedirect(rules, '/the-future-of-ai-governance//')).toBeUndefined()
    expect(findRedirect(rules, '/blog/the-future-of-ai-governance')).toBeUndefined()
  })

  test('rejects a malformed rule', () => {
    expect(() => parseRedirectsFile('/old /new 301 extra')).toThrow(/malformed/)
    expect(() => parseRedirectsFile('/old /new moved')).toThrow(/malformed/)
  })
})
