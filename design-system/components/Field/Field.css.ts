import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import { fieldControlRule, fieldLabelRule } from './controlRules'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
})

export const label = style({ ...fieldLabelRule, overflowWrap: 'anywhere' })

export const required = style({
  marginLeft: vars.space.xxsmall,
  color: vars.color.critical,
})

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
})

export const error = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
})

export const control = style({
  ...fieldControlRule,
  margin: 0,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.heading },
    '&:focus': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.critical}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderStyle: 'dashed',
    },
  },
})

export const textarea = style({
  minHeight: `calc(${vars.layout.touchTarget} * 3)`,
  resize: 'vertical',
  lineHeight: vars.lineHeight.standard,
})

export const selectWrap = style({ position: 'relative', display: 'block' })

export const select = style({
  appearance: 'none',
  paddingRight: `calc(${vars.space.small} * 2 + ${vars.layout.iconStandard})`,
  cursor: 'pointer',
})

export const selectIcon = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.small,
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
})
