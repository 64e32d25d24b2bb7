import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css'
import { inJs } from '../../styles/js'
import { vars } from '../../themes/vars.css'
import { fieldControlRule, fieldLabelRule } from '../Field/controlRules'

export const slot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  // Room for the embed before it arrives, so the page does not jump when a form appears.
  minHeight: `calc(${vars.layout.touchTarget} * 8)`,
})

export const embedTarget = style({
  minWidth: 0,
  selectors: { '&:empty': { display: 'none' } },
})

export const loading = style({
  display: 'none',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  selectors: {
    [inJs()]: { display: 'block' },
    // Gone in the frame the embed draws its form, not a render later when the page hears it is ready: in between it
    // sat under the new form, pushed down by it, a layout shift.
    [inJs(`${embedTarget}:not(:empty) ~ &`)]: { display: 'none' },
  },
})

export const noScript = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  selectors: { [inJs()]: { display: 'none' } },
})

// The embed is created without the provider's stylesheet (css: ''), so it takes
// these: the same label, control and button styles as our own form (LeadForm),
// on light and dark surfaces alike. Selectors follow the provider's markup.
const embed = (selector: string, rule: GlobalStyleRule) => globalStyle(`${embedTarget} ${selector}`, rule)

embed('form', { display: 'flex', flexDirection: 'column', gap: vars.space.large })
embed('fieldset', { maxWidth: 'none', margin: 0, padding: 0, border: 0 })
embed('label', { display: 'block', marginBottom: vars.space.xsmall, ...fieldLabelRule })
embed(':is(input:not([type="submit"], [type="checkbox"], [type="radio"]), select, textarea)', fieldControlRule)
embed(':is(input, select, textarea):focus-visible', { outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`, outlineOffset: vars.borderWidth.focus })
embed(':is([type="submit"], button)', {
  alignSelf: 'flex-start',
  minHeight: vars.layout.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  border: 0,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
})
embed(':is(.hs-error-msg, .hs-error-msgs label)', { color: vars.color.critical, fontSize: vars.fontSize.small })
embed(':is(p, .hs-richtext)', { color: vars.color.text })
