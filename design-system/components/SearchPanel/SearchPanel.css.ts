import { style } from '@vanilla-extract/css'
import { fieldControlRule, fieldLabelRule } from '../Field/controlRules'
import { vars } from '../../themes/vars.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minHeight: 0,
  minWidth: 0,
})

export const label = style(fieldLabelRule)

export const input = style({
  ...fieldControlRule,
  margin: 0,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.heading },
    '&:focus': { borderColor: vars.color.focus },
  },
})

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
})

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
})

export const fullList = style({ margin: 0 })

export const more = style({ margin: 0 })

/** The full list and all results: links on their own line, as tall as a touch target (WCAG 2.5.8). */
export const panelLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.layout.touchTarget,
})

/** In a dialog the list scrolls inside it, under the field and filters; on a page it grows with the page. */
export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minHeight: 0,
  overflowY: 'auto',
  // Room for the active result's focus-like outline inside the scrolling box.
  padding: vars.borderWidth.focus,
})

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecorationLine: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    // The active option while focus stays in the field: an outline like focus, not colour alone.
    '&[aria-selected="true"]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.standard})`,
    },
  },
})

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const title = style({
  color: vars.color.heading,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  selectors: { [`${result}:hover &`]: { textDecorationLine: 'underline' } },
})

export const excerpt = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
})

export const mark = style({
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
  borderRadius: vars.radius.small,
})
