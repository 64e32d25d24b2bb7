import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { reducedMotion } from '../../styles/responsive'
import type { CodeTokenRole } from './tokens'
import { codeLineNumberWidth, lineBox } from '../../tokens/static'

// The root also carries the dark theme class, so focus rings and borders
// inside use the dark-surface roles whatever section the block sits in.
export const root = style({
  minWidth: 0,
  overflow: 'hidden',
  background: vars.color.codeSurface,
  color: vars.color.codeText,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
})

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xxsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.fontSize.xsmall,
})

export const title = style({
  minWidth: 0,
  fontFamily: vars.font.mono,
  color: vars.color.codeText,
  overflowWrap: 'anywhere',
})

export const language = style({
  color: vars.color.codeMuted,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.xwide,
})

// Always rendered (a live region must exist before it changes); it also pushes the button to the end.
export const status = style({
  marginInlineStart: 'auto',
  color: vars.color.codeNumber,
})

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid transparent`,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.codeText,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
  },
})

export const pre = style({
  margin: 0,
  overflowX: 'auto',
  paddingBlock: vars.space.medium,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  tabSize: 4,
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(${vars.borderWidth.focus} * -1)` },
  },
})

export const code = style({
  display: 'block',
  minWidth: 'max-content',
  fontFamily: 'inherit',
})

/** Numbers the lines (`showLineNumbers`). */
export const numbered = style({ counterReset: 'line' })

export const line = style({
  display: 'block',
  minHeight: lineBox(vars.lineHeight.standard),
  paddingInline: vars.space.medium,
  selectors: {
    [`${numbered} > &`]: { counterIncrement: 'line' },
    // Generated, so neither selected nor copied with the code; the empty alternative text keeps it from screen readers.
    [`${numbered} > &::before`]: {
      content: 'counter(line) / ""',
      display: 'inline-block',
      minWidth: codeLineNumberWidth,
      marginInlineEnd: vars.space.medium,
      textAlign: 'right',
      color: vars.color.codeMuted,
    },
  },
})

export const role = styleVariants({
  plain: { color: vars.color.codeText },
  keyword: { color: vars.color.codeKeyword },
  string: { color: vars.color.codeString },
  number: { color: vars.color.codeNumber },
  function: { color: vars.color.codeFunction },
  comment: { color: vars.color.codeComment, fontStyle: 'italic' },
  punctuation: { color: vars.color.codeMuted },
  variable: { color: vars.color.codeFunction },
} satisfies Record<CodeTokenRole, object>)
