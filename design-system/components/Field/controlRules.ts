import type { StyleRule } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// The one look of a form label and a text control, for our own fields (Field.css.ts) and for
// the provider's embedded form, which we style ourselves (LeadForm/LeadFormSlot.css.ts), so
// both forms read as one.

export const fieldLabelRule = {
  color: vars.color.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
} satisfies StyleRule

// Control borders use the muted text colour: WCAG 1.4.11 asks for 3:1 against the surface.
export const fieldControlRule = {
  display: 'block',
  width: '100%',
  minHeight: vars.layout.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.snug,
} satisfies StyleRule
