// Which characters each self-hosted face's two files hold. renderer/generate/fontSubsets.ts cuts the files, and
// global.css.ts declares each with its `unicode-range`. The first file holds what the site's pages and stories show,
// and every page carries it in its stylesheet (renderer/generate/fontSubsetPlugin.ts); the second holds the rest of
// what a visitor may type, which a browser fetches only for a page that draws one of its characters.

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index)

/**
 * Characters the faces keep whether or not a page shows them today: ASCII, all of Latin-1 (so a name such as "José"
 * typed into a form renders in the same face), the typographic quotes, dashes and a few symbols. U+02BB–U+02BC
 * (modifier apostrophes) share the right quote's glyph in Inter: without them FreeType's auto-hinter, which sorts
 * glyphs by the characters that reach them, hints "’" differently and the quote moves by a sub-pixel.
 */
export const typedCodePoints: readonly number[] = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x02bb, 0x02bc,
  0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2022, 0x2026, 0x2039, 0x203a,
  0x20ac, 0x2122, 0x2190, 0x2192, 0x2212,
]

/**
 * The characters the pages and stories show: ASCII, the no-break space, § © · ×, the typographic quotes, dashes and
 * ellipsis, › → and the minus sign, with the modifier apostrophes that share the right quote's glyph (see
 * `typedCodePoints`). The build fails, naming the page, if a page shows a character of the faces outside this list:
 * add it here.
 */
export const shownCodePoints: readonly number[] = [
  ...range(0x20, 0x7e),
  0xa0, 0xa7, 0xa9, 0xb7, 0xd7,
  0x02bb, 0x02bc,
  0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2026, 0x203a, 0x2192, 0x2212,
]

/** What the second file answers for: what a visitor may type that the pages do not show. */
export const restCodePoints: readonly number[] = typedCodePoints.filter((codePoint) => !shownCodePoints.includes(codePoint))

/** A `unicode-range` value for `codePoints`, runs of consecutive code points joined: `U+20-7E, U+A0`. */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const codePoint of sorted) {
    const last = runs.at(-1)
    if (last && codePoint === last[1] + 1) last[1] = codePoint
    else runs.push([codePoint, codePoint])
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase()
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ')
}

/** A face's two files under the `font-subsets/` alias, as `@font-face` `src` and `unicode-range`: shown first. */
export function fontFiles(face: 'inter' | 'jetbrains-mono'): readonly [shown: FontFile, rest: FontFile] {
  const fontFile = (file: string, codePoints: readonly number[]) => ({ file, src: `url("font-subsets/${file}") format("woff2")`, unicodeRange: unicodeRange(codePoints) })
  return [fontFile(`${face}.woff2`, shownCodePoints), fontFile(`${face}-rest.woff2`, restCodePoints)]
}

interface FontFile {
  file: string
  src: string
  unicodeRange: string
}
