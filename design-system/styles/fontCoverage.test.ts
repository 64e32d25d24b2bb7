import { describe, expect, test } from 'vitest'
import { fontFiles, restCodePoints, shownCodePoints, typedCodePoints, unicodeRange } from './fontCoverage'

describe('unicodeRange', () => {
  test('joins runs of consecutive code points and sorts them', () => {
    expect(unicodeRange([0xa0, 0x41, 0x22, 0x20, 0x21])).toBe('U+20-22, U+41, U+A0')
  })
})

describe("the faces' two files", () => {
  test('the shown characters are a part of what a visitor may type, and the rest is the other part', () => {
    expect(shownCodePoints.filter((codePoint) => !typedCodePoints.includes(codePoint))).toEqual([])
    expect(restCodePoints.filter((codePoint) => shownCodePoints.includes(codePoint))).toEqual([])
    expect(new Set([...shownCodePoints, ...restCodePoints])).toEqual(new Set(typedCodePoints))
  })

  test('the pages draw ASCII from the first file and a typed "é" from the second', () => {
    const [shown, rest] = fontFiles('inter')
    expect(shown).toEqual({ file: 'inter.woff2', src: 'url("font-subsets/inter.woff2") format("woff2")', unicodeRange: unicodeRange(shownCodePoints) })
    expect(shown.unicodeRange.startsWith('U+20-7E, ')).toBe(true)
    expect(rest.file).toBe('inter-rest.woff2')
    expect(restCodePoints).toContain(0x00e9)
    expect(rest.unicodeRange).toContain('U+D8-FF')
  })
})
