// The tokens in the Design Tokens Community Group format (https://tr.designtokens.org/format/), for design tools.
// The TypeScript tokens stay the source of truth: the site compiles from them through vanilla-extract, and this
// module only reads them, so tokens.json cannot drift from what the site renders. Style Dictionary builds the CSS
// custom properties from the object returned here (./styleDictionary.ts).
//
// Values use the string forms Tokens Studio and Style Dictionary 4 read (`"16px"`, `"150ms"`, `"#0b1020"`), which
// the format's drafts before 2025.10 define; light and dark are two groups of the same shape, one per mode.
import { darkValues, lightValues } from '../themes/values'
import {
  borderWidth,
  breakpoints,
  fontSize,
  fontWeight,
  fonts,
  layout,
  letterSpacing,
  lineHeight,
  motion,
  palette,
  radius,
  space,
  zIndex,
} from './index'

export interface DesignToken {
  $value: unknown
  $type?: string
  $description?: string
  $extensions?: Record<string, unknown>
}
export interface DesignTokenGroup {
  $type?: string
  $description?: string
  [name: string]: DesignToken | DesignTokenGroup | string | undefined
}

export const modes = ['light', 'dark'] as const
export type Mode = (typeof modes)[number]

/** Where a fluid size keeps its CSS `clamp()`: design tools see the largest size, the site the whole range. */
export const fluidExtension = 'com.tensorwright.fluid'
export interface FluidRange {
  min: string
  preferred: string
  max: string
}

type Values = Record<string, string | number>

function group(type: string, values: Values, toValue: (value: string | number) => unknown = (value) => value): DesignTokenGroup {
  const tokens: DesignTokenGroup = { $type: type }
  for (const [name, value] of Object.entries(values)) tokens[name] = { $value: toValue(value) }
  return tokens
}

/** `clamp(a, b, c)` split into its three arguments; undefined for any other value. */
function parseClamp(value: string): FluidRange | undefined {
  const match = /^clamp\((.+?),\s*(.+),\s*([^,]+)\)$/.exec(value)
  return match ? { min: match[1]!.trim(), preferred: match[2]!.trim(), max: match[3]!.trim() } : undefined
}

function fontSizes(): DesignTokenGroup {
  const tokens: DesignTokenGroup = { $type: 'dimension' }
  for (const [name, value] of Object.entries(fontSize)) {
    const fluid = parseClamp(value)
    tokens[name] = fluid ? { $value: fluid.max, $extensions: { [fluidExtension]: fluid } } : { $value: value }
  }
  return tokens
}

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0')

/** `0 8px 24px rgb(11 16 32 / 0.08)` as a DTCG shadow; the alpha becomes the colour's fourth hex pair. */
export function parseShadow(value: string) {
  const match = /^(\S+) (\S+) (\S+)(?: (\S+))? rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(value)
  if (!match) throw new Error(`Shadow "${value}" is not "x y blur [spread] rgb(r g b / a)"`)
  const [, offsetX, offsetY, blur, spread = '0', r, g, b, alpha] = match
  const px = (length: string) => (length === '0' ? '0px' : length)
  return {
    color: `#${hex(Number(r))}${hex(Number(g))}${hex(Number(b))}${hex(Number(alpha) * 255)}`,
    offsetX: px(offsetX!),
    offsetY: px(offsetY!),
    blur: px(blur!),
    spread: px(spread),
  }
}

const paletteNameOf = new Map<string, string>(Object.entries(palette).map(([name, value]) => [value, name]))

/** A theme colour that is a palette entry becomes an alias of it, as the theme writes `p.slate800`. */
function colourValue(value: string): string {
  const name = paletteNameOf.get(value)
  return name ? `{palette.${name}}` : value
}

function modeGroup(values: typeof lightValues | typeof darkValues, mode: Mode): DesignTokenGroup {
  const shadows: DesignTokenGroup = { $type: 'shadow' }
  for (const [name, value] of Object.entries(values.shadow)) shadows[name] = { $value: parseShadow(value) }
  return {
    $description: `The ${mode} theme: role colours and shadows. Use it with every other group.`,
    color: group('color', values.color, (value) => colourValue(String(value))),
    shadow: shadows,
  }
}

const cubicBezier = (value: string) => {
  const match = /^cubic-bezier\(([^)]+)\)$/.exec(value)
  if (!match) throw new Error(`Easing "${value}" is not a cubic-bezier()`)
  return match[1]!.split(',').map(Number)
}

/** Every token of the design system as one DTCG document: shared groups, then one group per mode. */
export function designTokens(): DesignTokenGroup {
  const motionType = (value: string) => (value.startsWith('cubic-bezier') ? 'cubicBezier' : value.endsWith('ms') ? 'duration' : 'dimension')
  const motionTokens: DesignTokenGroup = {}
  for (const [name, value] of Object.entries(motion)) {
    const $type = motionType(value)
    motionTokens[name] = { $type, $value: $type === 'cubicBezier' ? cubicBezier(value) : value }
  }
  return {
    palette: group('color', palette),
    space: group('dimension', space),
    font: group('fontFamily', fonts, (value) => String(value).split(',').map((family) => family.trim().replace(/^'(.*)'$/, '$1'))),
    fontSize: fontSizes(),
    lineHeight: group('number', lineHeight, Number),
    letterSpacing: group('dimension', letterSpacing),
    fontWeight: group('fontWeight', fontWeight, Number),
    radius: group('dimension', radius),
    borderWidth: group('dimension', borderWidth),
    motion: motionTokens,
    zIndex: group('number', zIndex, Number),
    layout: group('dimension', layout),
    breakpoint: group('dimension', breakpoints, (value) => `${value}px`),
    light: modeGroup(lightValues, 'light'),
    dark: modeGroup(darkValues, 'dark'),
  }
}
