import { describe, expect, test } from 'vitest'
import { isPublicPath, sitePathOf } from './siteFiles.mjs'

describe('sitePathOf', () => {
  test.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about/'],
    ['/about?utm_source=x', '/about'],
    ['/%61bout', '/about'],
    ['/%5Fheaders', '/_headers'],
    ['/_header%73', '/_headers'],
    ['/blog/%E2%86%92', '/blog/→'],
  ])('decodes %s once to %s', (target, path) => {
    expect(sitePathOf(target)).toBe(path)
  })

  test.each([
    ['//'],
    ['//about'],
    ['/about//'],
    ['/./about'],
    ['/blog/../about'],
    ['/..%2f..%2fetc/passwd'],
    ['/%2e%2e/etc/passwd'],
    ['/about%5C..%5Cetc'],
    ['/about%00'],
    ['/%zz'],
    ['/%E0%A4%A'],
    ['*'],
    ['http://elsewhere.example/'],
  ])('names no site path for %s', (target) => {
    expect(sitePathOf(target)).toBeUndefined()
  })
})

describe('isPublicPath', () => {
  test.each([['/'], ['/about/'], ['/assets/entries/app.js'], ['/blog/_headers'], ['/robots.txt']])('allows %s', (path) => {
    expect(isPublicPath(path)).toBe(true)
  })

  test.each([
    ['/_headers'],
    ['/_headers/'],
    ['/_HEADERS'],
    ['/_redirects'],
    ['/_Redirects/'],
    ['/_headers.br'],
    ['/_redirects.gz'],
    ['/.git/config'],
    ['/.env'],
    ['/assets/.cache/x'],
    ['/.well-known/security.txt'],
  ])('refuses %s', (path) => {
    expect(isPublicPath(path)).toBe(false)
  })
})
