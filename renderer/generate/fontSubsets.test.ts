import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontverter from 'fontverter'
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs'
import { describe, expect, test } from 'vitest'
import { shownCodePoints, typedCodePoints } from '#design-system/styles/fontCoverage'
import { codePointsToKeep, describeFont, fontFaces, pageText, subsetFace, uncoveredCharacters } from './fontSubsets'

const require = createRequire(import.meta.url)
const [inter, mono] = fontFaces

/** A function giving the glyphs `font` draws a text with, in order. */
async function shaperFor(font: Uint8Array): Promise<(text: string) => number[]> {
  const shaper = new Font(new Face(new Blob(await fontverter.convert(font, 'truetype'))))
  return (text) => {
    const buffer = new ShapingBuffer()
    buffer.addText(text)
    buffer.guessSegmentProperties()
    shape(shaper, buffer)
    return buffer.getGlyphInfos().map(({ codepoint }) => codepoint)
  }
}

/** The glyph each character of `text` has when shaped alone. */
const glyphsAlone = (shapedGlyphs: (text: string) => number[], text: string) => [...text].map((character) => shapedGlyphs(character)[0])

describe('the characters kept', () => {
  test('are every character a visitor may type plus every drawable character of the texts', () => {
    const kept = codePointsToKeep(['Ωmega\u0007\n', 'naïve “quotes”'])
    expect(kept).toContain(0x03a9)
    for (const codePoint of typedCodePoints) expect(kept).toContain(codePoint)
    // Control characters draw nothing.
    expect(kept).not.toContain(0x07)
    expect(kept).not.toContain(0x0a)
  })

  test('what a visitor may type holds ASCII, all of Latin-1 and the typographic quotes and dashes', () => {
    for (const character of 'AZaz09~ Àÿéñßæ×÷«»¡¿‘’“”–—…') expect(typedCodePoints).toContain(character.codePointAt(0))
  })
})

describe('a face cut to the characters kept', () => {
  test('maps every kept character the full face has, and drops the rest of the face', async () => {
    const full = await describeFont(await readFile(require.resolve(inter.source)))
    const subset = await subsetFace(inter, codePointsToKeep(['José']), 'inter-rest.woff2')
    for (const codePoint of typedCodePoints.filter((codePoint) => full.codePoints.has(codePoint))) expect(subset.codePoints).toContain(codePoint)
    expect(subset.sourceCodePoints).toEqual(full.codePoints)
    expect(subset.glyphs).toBeLessThan(full.glyphs)
    expect(subset.data.length).toBeLessThan((await readFile(require.resolve(inter.source))).length)
    // Œ is in fontsource's Latin file but not in the text given or what a visitor may type.
    expect(full.codePoints).toContain(0x0152)
    expect(subset.codePoints).not.toContain(0x0152)
    // HarfBuzz cuts a face in a few seconds on a busy machine.
  }, 60_000)
})

describe("a face's first file, what the pages show", () => {
  test('maps the shown characters the face has, not the Latin-1 letters, and is smaller than the whole cut face', async () => {
    const full = await describeFont(await readFile(require.resolve(inter.source)))
    const [shown, whole] = [await subsetFace(inter, shownCodePoints, 'inter.woff2'), await subsetFace(inter, typedCodePoints, 'inter-rest.woff2')]
    for (const codePoint of shownCodePoints.filter((codePoint) => full.codePoints.has(codePoint))) expect(shown.codePoints).toContain(codePoint)
    // HarfBuzz also maps "‹" beside "›"; the stylesheet's unicode-range sends it to the second file all the same.
    for (const codePoint of [0x00c0, 0x00e9, 0x00ff]) expect(shown.codePoints).not.toContain(codePoint)
    expect(shown.data.length).toBeLessThan(whole.data.length * 0.8)
  }, 60_000)
})

describe('the mono face', () => {
  // Sequences JetBrains Mono's contextual alternates join or respace: a URL's "//", an arrow, a JSX tag's end, a flag.
  const code = ['s3://bucket', 'a -> b', '<Toaster />', '--project', 'a == b', 'x != y']

  test('draws code character by character, each with the glyph it has alone, as a visitor types and copies it', async () => {
    const shapedGlyphs = await shaperFor((await subsetFace(mono, shownCodePoints, 'jetbrains-mono.woff2')).data)
    for (const text of code) expect(shapedGlyphs(text), text).toEqual(glyphsAlone(shapedGlyphs, text))
  }, 60_000)

  test("would not, with fontsource's full file: its contextual alternates change some of them", async () => {
    const shapedGlyphs = await shaperFor(await readFile(require.resolve(mono.source)))
    const changed = code.filter((text) => shapedGlyphs(text).some((glyph, index) => glyph !== glyphsAlone(shapedGlyphs, text)[index]))
    expect(changed.length).toBeGreaterThan(0)
  }, 60_000)
})

describe("a built page's text", () => {
  test('is its text and shown field values, entities decoded, without scripts, styles or markup', () => {
    const html = '<html><head><style>b::after{content:"Ж"}</style><script>"Ж"</script></head><body><!-- Ж --><p title="Ж">A&amp;B &#x2014; &#233;</p><input placeholder="Ĉ" value="Ŝ"></body></html>'
    const text = pageText(html)
    expect(text).toContain('A&B — é')
    expect(text).toContain('Ĉ')
    expect(text).toContain('Ŝ')
    expect(text).not.toContain('Ж')
  })
})

describe('the check of built pages against the subset', () => {
  const subset = new Set([...'Hello wrd'].map((character) => character.codePointAt(0) ?? 0))
  const fullFace = new Set([...subset, 0x00e9])

  test('passes a page whose characters the subset has', () => {
    expect(uncoveredCharacters([{ page: '/a/index.html', html: '<p>Hello\n\tworld</p>' }], subset, fullFace)).toEqual({ cut: [], neverInFace: [] })
  })

  test('names the page and the code point of a planted character the subset lost', () => {
    const found = uncoveredCharacters([{ page: '/a/index.html', html: '<p>Hello wérld</p>' }], subset, fullFace)
    expect(found.cut).toEqual(['/a/index.html: U+00E9 "é"'])
  })

  test('tells a character the full face never had apart: a fallback face draws it, with or without the cut', () => {
    const found = uncoveredCharacters([{ page: '/b/index.html', html: '<p>Hello → world</p>' }], subset, fullFace)
    expect(found).toEqual({ cut: [], neverInFace: ['/b/index.html: U+2192 "→"'] })
  })
})
