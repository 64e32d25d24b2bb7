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
import { typedCodePoints } from '#design-system/styles/fontCoverage'

const require = createRequire(import.meta.url)

/**
 * The features HarfBuzz, and so Chromium, applies to horizontal Latin text unless CSS asks for more, plus `tnum`:
 * our own CSS asks for none, but Chromium's own style for list markers sets `font-variant-numeric: tabular-nums`, so
 * without it every ordered list's "1." is drawn with the proportional one.
 */
const defaultFeatures = ['abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt', 'rvrn', 'ltra', 'ltrm', 'tnum']

export interface FontFace {
  /** The face's files are `<name>.woff2` and `<name>-rest.woff2` (`fontFiles` in design-system/styles/fontCoverage.ts). */
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
    // flags are drawn character by character, as a visitor types or copies them, and its first file drops from 30.8 to 13.0 KB.
    keepFeatures: defaultFeatures.filter((feature) => feature !== 'calt'),
  },
] as const satisfies readonly FontFace[]

/** The folders whose files hold every word a page or a story can show. */
const textFolders = ['content', 'design-system', 'pages', 'renderer'] as const
const textFile = /\.(tsx?|mdx?|json|txt|svg)$/

/**
 * What a face's second file keeps: every character of `texts` that a font can draw (no control characters), with
 * every character a visitor may type, in order. It is the whole cut face, so what it draws renders as in the first
 * file; its `unicode-range` hands it only what the first file lacks (design-system/styles/fontCoverage.ts).
 */
export function codePointsToKeep(texts: Iterable<string>): number[] {
  const kept = new Set(typedCodePoints)
  for (const text of texts) for (const character of text) kept.add(character.codePointAt(0) ?? 0)
  return [...kept].filter((codePoint) => codePoint >= 0x20 && !(codePoint >= 0x7f && codePoint < 0xa0)).sort((a, b) => a - b)
}

/** The text of every source file under `textFolders`. */
export async function sourceTexts(root: string): Promise<string[]> {
  const files = await Promise.all(
    textFolders.map(async (folder) =>
      (await readdir(join(root, folder), { recursive: true })).filter((file) => textFile.test(file)).map((file) => join(root, folder, file)),
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

export async function subsetFace(face: FontFace, codePoints: readonly number[], file: string): Promise<FaceSubset & { sourceCodePoints: ReadonlySet<number> }> {
  const source = await readFile(require.resolve(face.source))
  const data = await subsetFont(source, String.fromCodePoint(...codePoints), { targetFormat: 'woff2', keepFeatures: face.keepFeatures })
  return { file, data, ...(await describeFont(data)), sourceCodePoints: (await describeFont(source)).codePoints }
}

/** The characters of a built page that are drawn as text: its text and the values of its form fields. */
export function pageText(html: string): string {
  const withoutCode = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ')
  const shownAttributes = [...withoutCode.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map(([, value]) => value)
  const text = [withoutCode.replace(/<[^>]*>/g, ' '), ...shownAttributes].join(' ')
  return decodeEntities(text)
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16))
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10))
    return named[body.toLowerCase()] ?? entity
  })
}

/**
 * The characters pages show that the subset lacks, one line each naming the page and the code point: `cut` are those
 * the full face has (the subset lost them: the build fails), `neverInFace` those it never had, which are drawn in a
 * fallback face today as before the cut (the build reports them).
 */
export function uncoveredCharacters(
  pages: ReadonlyArray<{ page: string; html: string }>,
  subset: ReadonlySet<number>,
  fullFace: ReadonlySet<number>,
): { cut: string[]; neverInFace: string[] } {
  const found = { cut: [] as string[], neverInFace: [] as string[] }
  for (const { page, html } of pages) {
    const missing = new Set<number>()
    for (const character of pageText(html)) {
      const codePoint = character.codePointAt(0) ?? 0
      // Line breaks and tabs are layout, not glyphs.
      if (codePoint >= 0x20 && !subset.has(codePoint)) missing.add(codePoint)
    }
    for (const codePoint of missing) {
      const line = `${page}: U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} "${String.fromCodePoint(codePoint)}"`
      found[fullFace.has(codePoint) ? 'cut' : 'neverInFace'].push(line)
    }
  }
  return found
}
