import {
  borderWidth,
  fontSize,
  fontWeight,
  fonts,
  layout,
  letterSpacing,
  lineHeight,
  motion,
  palette as p,
  radius,
  space,
  zIndex,
} from '../tokens'

const shared = { space, font: fonts, fontSize, lineHeight, letterSpacing, fontWeight, radius, borderWidth, motion, zIndex, layout }

/** Code blocks are dark on every surface, so their colours do not change per theme. */
const code = {
  codeSurface: p.ink950,
  codeText: p.slate100,
  codeMuted: p.slate400,
  codeKeyword: p.violet300,
  codeString: p.green300,
  codeNumber: p.orange300,
  codeFunction: p.sky300,
  codeComment: p.slate400,
}

export const lightValues = {
  ...shared,
  color: {
    surface: p.white,
    surfaceRaised: p.white,
    surfaceSunken: p.slate50,
    text: p.slate800,
    textMuted: p.slate600,
    heading: p.ink900,
    border: p.slate200,
    borderStrong: p.slate300,
    accent: p.indigo600,
    accentHover: p.indigo700,
    onAccent: p.white,
    accentSoft: p.indigo50,
    onAccentSoft: p.indigo700,
    link: p.indigo600,
    linkHover: p.indigo700,
    focus: p.indigo600,
    highlight: p.teal700,
    success: p.green700,
    critical: p.red700,
    ...code,
  },
  shadow: {
    small: '0 1px 2px rgb(11 16 32 / 0.06)',
    medium: '0 8px 24px rgb(11 16 32 / 0.08)',
  },
}

export const darkValues = {
  ...shared,
  color: {
    surface: p.ink900,
    surfaceRaised: p.ink800,
    surfaceSunken: p.ink950,
    text: p.slate200,
    textMuted: p.slate300,
    heading: p.white,
    border: p.ink700,
    borderStrong: p.ink600,
    accent: p.indigo300,
    accentHover: p.indigo400,
    onAccent: p.ink950,
    accentSoft: p.ink700,
    onAccentSoft: p.indigo300,
    link: p.indigo300,
    linkHover: p.white,
    focus: p.indigo300,
    highlight: p.teal300,
    success: p.green300,
    critical: p.red300,
    ...code,
  },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.3)',
    medium: '0 8px 24px rgb(0 0 0 / 0.35)',
  },
}
