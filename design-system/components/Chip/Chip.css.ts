import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  minHeight: vars.layout.touchTarget,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent, color: vars.color.heading },
    '&[aria-pressed="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&[aria-pressed="true"]:hover:not(:disabled)': {
      background: vars.color.accentHover,
      borderColor: vars.color.accentHover,
      color: vars.color.onAccent,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
})

export const label = style({ minWidth: 0 })
