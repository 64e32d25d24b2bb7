import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { reducedMotion } from '../../styles/responsive'

export const root = style({
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
})

export const item = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
})

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.layout.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInline: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.heading,
  font: 'inherit',
  textAlign: 'left',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.link },
  },
})

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.standard} ${vars.motion.easing}`,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)', color: vars.color.accent },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
})

export const content = style({
  minWidth: 0,
  paddingBottom: vars.space.large,
  color: vars.color.text,
})
