import { describe, expect, test } from 'vitest'
import { legacyRedirects } from '#content/redirects'
import { headerRules, headersFile, hashedAssetsPattern, immutableCaching, pageContextCaching, type OwnPolicy } from '../generate/headers'
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

  test('keeps every page context fresh for a while, so a click reuses the copy fetched ahead', () => {
    const rules = parseHeadersFile(headersFile(headerRules(hashes)))
    for (const path of ['/index.pageContext.json', '/about/index.pageContext.json', '/blog/ai-risk-defense/index.pageContext.json']) {
      expect(headersFor(rules, path).get('cache-control'), path).toBe(pageContextCaching)
    }
    expect(headersFor(rules, '/about/index.html').has('cache-control')).toBe(false)
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

  test('detaches a header an earlier rule set before setting its own, as Cloudflare Pages does', () => {
    const rules = parseHeadersFile('/*\n  X-Test: a\n/x/*\n  ! X-Test\n  X-Test: b\n/y\n  ! X-Test\n')
    expect(headersFor(rules, '/x/1').get('x-test')).toBe('b')
    expect(headersFor(rules, '/y').has('x-test')).toBe(false)
    expect(headersFor(rules, '/z').get('x-test')).toBe('a')
  })

  test('gives a path with a policy of its own exactly that one, and every other path the site-wide one', () => {
    const ownPolicy: OwnPolicy = { path: '/own/*', policy: (site) => ({ ...site, 'script-src': ["'self'", "'wasm-unsafe-eval'"] }) }
    const written = headerRules(hashes, [ownPolicy])
    const rules = parseHeadersFile(headersFile(written))
    expect(rules).toEqual(written)
    const own = headersFor(rules, '/own/worker.js').get('content-security-policy') ?? ''
    const site = headersFor(rules, '/').get('content-security-policy') ?? ''
    expect(own).toContain("script-src 'self' 'wasm-unsafe-eval';")
    expect(own).not.toContain('sha256-boot')
    // A comma would start a second policy inside the one header (CSP3 §3.1).
    expect(own).not.toContain(',')
    expect(site).toContain("script-src 'self' 'sha256-boot'")
    expect(site).not.toContain(',')
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
