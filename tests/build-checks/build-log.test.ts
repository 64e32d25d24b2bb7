import { describe, expect, test } from 'vitest'
import { deliberateWarnings, warningLines } from './build-log.mjs'

// Lines of a real `vike build` log, as the check reads them.
const cleanLog = [
  'vite v7.3.8 building client environment for production...',
  'transforming...',
  '✓ 546 modules transformed.',
  'dist/client/assets/chunks/chunk-D2bpxFa4.js        12.31 kB │ gzip:  4.79 kB',
  '[plugin social-artifacts] feeds, 26 social cards and 4 white-paper PDFs in 6.9 s',
  'vike v0.4.266 pre-rendering HTML...',
  '✓ 35 HTML documents pre-rendered.',
].join('\n')

describe('the build-log check', () => {
  test('passes a clean log', () => {
    expect(warningLines(cleanLog)).toEqual([])
  })

  test('fails on a planted Vike warning, with or without colour codes', () => {
    const planted = '6:27:21 PM [vike][request-1][Warning][injectFilter()] We recommend against not injecting /assets/static/style.css'
    expect(warningLines(`${cleanLog}\n${planted}`)).toEqual([planted])
    const coloured = '\u001b[35m[vike]\u001b[39m\u001b[33m[Warning]\u001b[39m \u001b[36mbuild.cssCodeSplit\u001b[39m should be set to true'
    expect(warningLines(`${coloured}\n${cleanLog}`)).toEqual(['[vike][Warning] build.cssCodeSplit should be set to true'])
  })

  test("passes Vike's advisories against the deliberate choices, coloured or not, and nothing else in their words", () => {
    const advisories = [
      '6:27:21 PM [vike][request-1][Warning][injectFilter()] We recommend against not preloading JavaScript (/assets/chunks/chunk-D2bpxFa4.js)',
      "\u001b[35m[vike]\u001b[39m\u001b[33m[Warning]\u001b[39m \u001b[36mbuild.cssCodeSplit\u001b[39m shouldn't be set to \u001b[36mfalse\u001b[39m (https://github.com/vikejs/vike/issues/1993)",
    ]
    expect(deliberateWarnings).toHaveLength(advisories.length)
    expect(warningLines([cleanLog, ...advisories].join('\n'))).toEqual([])
    // The same words from anything but Vike are not the advisory.
    expect(warningLines("Warning: build.cssCodeSplit shouldn't be set to false")).toEqual(["Warning: build.cssCodeSplit shouldn't be set to false"])
  })

  test("fails on Rollup's (!) marker and on npm's or a plugin's warn lines", () => {
    const planted = ['(!) Some chunks are larger than 500 kB after minification.', 'npm warn Unknown user config "nodedir".', 'Warning: a plugin said so']
    expect(warningLines([cleanLog, ...planted].join('\n'))).toEqual(planted)
  })
})
