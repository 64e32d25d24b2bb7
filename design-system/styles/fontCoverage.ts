const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index)

/**
 * Every character the self-hosted faces draw: ASCII, all of Latin-1 and the common typographic punctuation (curly
 * quotes, dashes, bullet, ellipsis, guillemets, euro, trademark, minus; neither face has arrows). Content may use any
 * of them; the content check reports any other character, which a fallback face would draw. The build cuts each face
 * to these (renderer/generate/fontSubsets.ts). U+02BB–U+02BC (modifier apostrophes) share the right quote's glyph in
 * Inter: without them FreeType's auto-hinter, which sorts glyphs by the characters that reach them, hints "’"
 * differently and the quote moves by a sub-pixel.
 */
export const fontCoverage: readonly number[] = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  0x02bb, 0x02bc,
  0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2022, 0x2026, 0x2039, 0x203a,
  0x20ac, 0x2122, 0x2212,
]
