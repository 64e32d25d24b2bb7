// The colour pairs the themes put together, and their WCAG 2.2 contrast. The Colour page renders this table and
// contrast.test.ts fails when a pair in use falls below AA, so a token change that breaks contrast fails CI.
import type { lightValues } from '../../themes/values'

export type ColourRole = keyof typeof lightValues.color

/**
 * What the foreground is, which sets its minimum (WCAG 1.4.3 and 1.4.11):
 * body text 4.5:1; large text (24px, or 18.66px bold) 3:1; UI boundaries and states (focus ring, a solid button
 * against the page, a switch track) 3:1; decorative lines (dividers, card outlines) and hidden or disabled text none,
 * because the component is identified by its label, not its edge.
 */
export type PairKind = 'text' | 'largeText' | 'ui' | 'decorative'
export const minimumRatio: Record<PairKind, number> = { text: 4.5, largeText: 3, ui: 3, decorative: 1 }

/** A pair the story suite found rendered (tests/helpers/contrast.ts writes contrast-in-use.json with these). */
export interface PairInUse {
  foreground: string
  background: string
  kind: PairKind
  ratio: number
  /** How many stories render it, and the first of them by id. */
  stories: number
  example: string
}

export interface ColourPair {
  foreground: ColourRole
  background: ColourRole
  kind: PairKind
}

const surfaces = ['surface', 'surfaceRaised', 'surfaceSunken'] as const satisfies readonly ColourRole[]
const textOnSurfaces = ['text', 'textMuted', 'heading', 'link', 'linkHover', 'highlight', 'success', 'critical'] as const
const codeText = ['codeText', 'codeMuted', 'codeKeyword', 'codeString', 'codeNumber', 'codeFunction', 'codeComment'] as const

const onEach = (foregrounds: readonly ColourRole[], backgrounds: readonly ColourRole[], kind: PairKind): ColourPair[] =>
  foregrounds.flatMap((foreground) => backgrounds.map((background) => ({ foreground, background, kind })))

/** Every foreground/background pair the components use, by role; each theme is checked with all of them. */
export const colourPairs: readonly ColourPair[] = [
  ...onEach(textOnSurfaces, surfaces, 'text'),
  ...onEach(['onAccent'], ['accent', 'accentHover'], 'text'),
  ...onEach(['onAccentSoft', 'heading', 'text'], ['accentSoft'], 'text'),
  ...onEach(codeText, ['codeSurface'], 'text'),
  ...onEach(['focus', 'accent'], surfaces, 'ui'),
  ...onEach(['border', 'borderStrong'], surfaces, 'decorative'),
]

function channel(value: number): number {
  const srgb = value / 255
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`"${hex}" is not a #rrggbb colour`)
  const [r, g, b] = match.slice(1).map((pair) => channel(Number.parseInt(pair, 16)))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}

type Rating = 'AAA' | 'AA' | 'below AA' | 'decorative'

export interface PairResult extends ColourPair {
  foregroundValue: string
  backgroundValue: string
  ratio: number
  rating: Rating
  passes: boolean
}

/** AAA needs 7:1 for text, 4.5:1 for large text and UI (WCAG 1.4.6 has no UI level; 4.5 is the common stricter bar). */
export function rate(kind: PairKind, ratio: number): Rating {
  if (kind === 'decorative') return 'decorative'
  if (ratio < minimumRatio[kind]) return 'below AA'
  return ratio >= (kind === 'text' ? 7 : 4.5) ? 'AAA' : 'AA'
}

export function contrastResults(colours: Record<ColourRole, string>, pairs: readonly ColourPair[] = colourPairs): PairResult[] {
  return pairs.map((pair) => {
    const foregroundValue = colours[pair.foreground]
    const backgroundValue = colours[pair.background]
    // Round down, so a pair shown as 4.5 really reaches 4.5.
    const ratio = Math.floor(contrastRatio(foregroundValue, backgroundValue) * 100) / 100
    const rating = rate(pair.kind, ratio)
    return { ...pair, foregroundValue, backgroundValue, ratio, rating, passes: rating !== 'below AA' }
  })
}
