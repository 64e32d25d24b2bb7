// Cuts the two self-hosted faces down to the characters the site can show. The cut keeps everything that decides
// how a kept glyph is drawn (outlines, the whole weight axis and its deltas, hinting, the features the browser
// applies by default), so text renders exactly as in fontsource's full Latin files, except that the mono face drops
// its contextual alternates (`fontFaces`); see renderer/README.md, "Loading".
import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { fontCoverage } from '#design-system/styles/fontCoverage'

const require = createRequire(import.meta.url)

/**
 * The features HarfBuzz, and so Chromium, applies to horizontal Latin text unless CSS asks for more, plus `tnum`:
 * our own CSS asks for none, but Chromium's own style for list markers sets `font-variant-numeric: tabular-nums`, so
 * without it every ordered list's "1." is drawn with the proportional one.
 */
const defaultFeatures = ['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'rvrn', 'ltra', 'ltrm', 'tnum']

export interface FontFace {
  /** The face's file is `<name>.woff2`. */
  name: 'inter' | 'jetbrains-mono'
  /** The fontsource file it is cut from. */
  source: string
  keepFeatures: readonly string[]
}

export const fontFaces = [
  { name: 'inter', source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', keepFeatures: defaultFeatures },
  {
    name: 'jetbrains-mono',
    source: '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
    // Without `calt`, JetBrains Mono's programming ligatures and contextual spacing ("//", "->", "/>"): code and CLI
    // flags are drawn character by character, as a visitor types or copies them, and the face is 40% smaller.
    keepFeatures: defaultFeatures.filter((feature) => feature !== 'calt'),
  },
] as const satisfies readonly FontFace[]

/** The folders whose files hold every word a page or a story can show; tests are not shown. */
const textFolders = ['content', 'design-system', 'pages', 'renderer'] as const
const textFile = /\.(tsx?|mdx?|json|ya?ml|txt|svg)$/
const testFile = /\.(test|spec)\./

/** Latin-1's letters and symbols, past the no-break space: kept only where a source uses one (see `codePointsToKeep`). */
const isLatin1Supplement = (codePoint: number) => codePoint > 0xa0 && codePoint <= 0xff

/**
 * What each face keeps: all of `fontCoverage` but the Latin-1 letters and symbols no text of the site uses. Every face
 * goes into every page (inlined in the stylesheet), so the Latin-1 characters the site does not show stay out of it
 * (all of them would add 9 KB to Inter's 26 KB); a character a page shows is in one of the texts, so it is in the face.
 */
export function codePointsToKeep(texts: Iterable<string>): number[] {
  const used = new Set<number>()
  for (const text of texts) for (const character of text) used.add(character.codePointAt(0) ?? 0)
  return fontCoverage.filter((codePoint) => !isLatin1Supplement(codePoint) || used.has(codePoint))
}

/** The text of every source file under `textFolders` but tests. */
export async function sourceTexts(root: string): Promise<string[]> {
  const files = await Promise.all(
    textFolders.map(async (folder) =>
      (await readdir(join(root, folder), { recursive: true }))
        .filter((file) => textFile.test(file) && !testFile.test(file))
        .map((file) => join(root, folder, file)),
    ),
  )
  return Promise.all(files.flat().map((file) => readFile(file, 'utf8')))
}

export interface FaceSubset {
  /** The file name the subset is written under, and the `@font-face` rule refers to. */
  file: string
  data: Buffer
  /** Glyphs in the subset, .notdef included. */
  glyphs: number
  /** The code points the subset maps to a glyph. */
  codePoints: ReadonlySet<number>
}

/** What a font file (any format) holds: its glyph count (maxp) and the code points its cmap maps. */
export async function describeFont(data: Uint8Array): Promise<{ glyphs: number; codePoints: Set<number> }> {
  // HarfBuzz reads TrueType, not WOFF2.
  const face = new Face(new Blob(await fontverter.convert(data, 'truetype')))
  const maxp = face.referenceTable('maxp')
  if (!maxp) throw new Error('the font has no maxp table')
  return { glyphs: new DataView(maxp.buffer, maxp.byteOffset).getUint16(4), codePoints: new Set(face.collectUnicodes()) }
}

export async function subsetFace(face: FontFace, codePoints: readonly number[]): Promise<FaceSubset> {
  const source = await readFile(require.resolve(face.source))
  const data = await subsetFont(source, String.fromCodePoint(...codePoints), { targetFormat: 'woff2', keepFeatures: face.keepFeatures })
  return { file: `${face.name}.woff2`, data, ...(await describeFont(data)) }
}
