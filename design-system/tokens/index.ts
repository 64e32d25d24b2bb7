// Raw design tokens: plain numbers and hex values. Themes turn them into CSS
// values; components never read this file directly, only `vars` and sprinkles
// (and, for lengths no theme changes, ./static.ts).

const grid = 4
const px = (value: number) => `${value}px`
const rem = (value: number) => `${value / 16}rem`

export const palette = {
  ink950: '#070b17',
  ink900: '#0b1020',
  ink800: '#111a33',
  ink700: '#1c2748',
  ink600: '#2c3a63',
  slate50: '#f7f8fb',
  slate100: '#eef1f6',
  slate200: '#dde2ec',
  slate300: '#c3cad8',
  slate400: '#8c96ab',
  slate500: '#5c6780',
  slate600: '#4a5469',
  slate700: '#333c52',
  slate800: '#1f2637',
  slate900: '#151b2b',
  white: '#ffffff',
  indigo300: '#aeb4ff',
  indigo400: '#8f97ff',
  indigo600: '#4f46e5',
  indigo700: '#4338ca',
  indigo50: '#eef0ff',
  teal300: '#5eead4',
  teal700: '#0f766e',
  green300: '#86efac',
  green700: '#15803d',
  red300: '#fca5a5',
  red700: '#b91c1c',
  amber300: '#fcd34d',
  orange300: '#fdba74',
  sky300: '#7dd3fc',
  violet300: '#c4b5fd',
} as const

export const space = {
  none: px(0),
  xxsmall: px(grid),
  xsmall: px(grid * 2),
  small: px(grid * 3),
  medium: px(grid * 4),
  large: px(grid * 6),
  xlarge: px(grid * 8),
  xxlarge: px(grid * 12),
  xxxlarge: px(grid * 20),
} as const

/** Modular scale, ratio 1.25 from a 16px base. */
const scale = (step: number) => rem(Math.round(16 * 1.25 ** step * 100) / 100)
export const fontSize = {
  xsmall: scale(-1),
  small: rem(14),
  standard: scale(0),
  large: scale(1),
  xlarge: scale(2),
  xxlarge: scale(3),
  xxxlarge: scale(4),
  display: `clamp(${scale(4)}, 1.6rem + 3.2vw, ${scale(6)})`,
} as const

export const lineHeight = { tight: '1.15', snug: '1.3', standard: '1.6' } as const
/** Tracking: tighter for large headings, which look loose at size; wider for small uppercase labels. */
export const letterSpacing = {
  xxtight: '-0.025em',
  xtight: '-0.02em',
  tight: '-0.015em',
  snug: '-0.01em',
  relaxed: '0.01em',
  wide: '0.04em',
  xwide: '0.06em',
  xxwide: '0.08em',
} as const

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const

export const radius = { small: px(4), medium: px(8), large: px(16), full: '9999px' } as const

export const borderWidth = { standard: px(1), thick: px(2), focus: px(3) } as const

export const motion = {
  fast: '150ms',
  standard: '250ms',
  slow: '600ms',
  easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
  revealOffset: px(24),
} as const

export const zIndex = { raised: '1', header: '100', overlay: '200', banner: '300', toast: '400' } as const

export const layout = {
  pageWidth: px(1200),
  proseWidth: rem(720),
  narrowWidth: rem(560),
  /** SPEC §2: the cookie banner is at most 4xl (56rem) wide. */
  bannerWidth: rem(896),
  headerHeight: px(64),
  touchTarget: px(44),
  iconSmall: px(16),
  iconStandard: px(20),
  iconLarge: px(32),
} as const

/** Minimum widths (px) of each breakpoint; media queries cannot read CSS variables. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024, wide: 1280 } as const
export type Breakpoint = keyof typeof breakpoints

/**
 * Minimum widths in ems of the browser's default text size: a media query in ems follows the reader's text-size
 * setting (WCAG 1.4.4). The header's bar needs 64em: 1024 px, the desktop breakpoint, at the default 16 px, and
 * 2048 px with text doubled, where a 1280 px window gets the menu instead of links over the logo.
 */
export const textBreakpoints = { headerBar: 64 } as const

/**
 * The self-hosted faces' family names: the stacks below, their `@font-face` rules (styles/global.css.ts) and the boot
 * script that starts decoding them before first layout (renderer/document.ts) must all say the same name.
 */
export const webFontFamilies = {
  text: 'Inter Variable',
  mono: 'JetBrains Mono Variable',
} as const

export const fonts = {
  text: `'${webFontFamilies.text}', 'Inter Fallback', ui-sans-serif, system-ui, sans-serif`,
  mono: `'${webFontFamilies.mono}', 'JetBrains Mono Fallback', ui-monospace, 'SFMono-Regular', Menlo, monospace`,
} as const
