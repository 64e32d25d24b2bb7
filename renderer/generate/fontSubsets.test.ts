import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontverter from 'fontverter'
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs'
import { describe, expect, test } from 'vitest'
import { fontCoverage } from '#design-system/styles/fontCoverage'
import { codePointsToKeep, describeFont, fontFaces, subsetFace } from './fontSubsets'

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

describe('the characters the faces can draw', () => {
  test('are ASCII, all of Latin-1 and the typographic quotes, dashes, bullet and ellipsis', () => {
    for (const character of 'AZaz09~ Àÿéñßæ×÷«»¡¿‘’“”–—…•') expect(fontCoverage).toContain(character.codePointAt(0))
  })
})

describe('the characters kept', () => {
  test('are all of them but the Latin-1 letters and symbols no text uses; a character they lack fails nothing', () => {
    const kept = codePointsToKeep(['Café Ωmega “quoted” — no\u00a0break'])
    expect(kept).toContain('é'.codePointAt(0))
    for (const codePoint of fontCoverage.filter((codePoint) => codePoint < 0xa1 || codePoint > 0xff)) expect(kept).toContain(codePoint)
    expect(kept).not.toContain('ñ'.codePointAt(0))
    // Outside what the faces can draw: the content check reports it, and the cut leaves it out.
    expect(kept).not.toContain(0x03a9)
  })
})

describe('a face cut to the characters kept', () => {
  test('maps every kept character the full face has and drops the rest of the face', async () => {
    const full = await describeFont(await readFile(require.resolve(inter.source)))
    const kept = codePointsToKeep(['José'])
    const subset = await subsetFace(inter, kept)
    expect(subset.file).toBe('inter.woff2')
    for (const codePoint of kept.filter((codePoint) => full.codePoints.has(codePoint))) expect(subset.codePoints).toContain(codePoint)
    expect(subset.codePoints).not.toContain('ñ'.codePointAt(0))
    expect(subset.glyphs).toBeLessThan(full.glyphs)
    // Œ is in fontsource's Latin file but not in what the faces draw.
    expect(full.codePoints).toContain(0x0152)
    expect(subset.codePoints).not.toContain(0x0152)
    // HarfBuzz cuts a face in a few seconds on a busy machine.
  }, 60_000)
})

describe('the mono face', () => {
  // Sequences JetBrains Mono's contextual alternates join or respace: a URL's "//", an arrow, a JSX tag's end, a flag.
  const code = ['s3://bucket', 'a -> b', '<Toaster />', '--project', 'a == b', 'x != y']

  test('draws code character by character, each with the glyph it has alone, as a visitor types and copies it', async () => {
    const shapedGlyphs = await shaperFor((await subsetFace(mono, codePointsToKeep([]))).data)
    for (const text of code) expect(shapedGlyphs(text), text).toEqual(glyphsAlone(shapedGlyphs, text))
  }, 60_000)

  test("would not, with fontsource's full file: its contextual alternates change some of them", async () => {
    const shapedGlyphs = await shaperFor(await readFile(require.resolve(mono.source)))
    const changed = code.filter((text) => shapedGlyphs(text).some((glyph, index) => glyph !== glyphsAlone(shapedGlyphs, text)[index]))
    expect(changed.length).toBeGreaterThan(0)
  }, 60_000)
})
