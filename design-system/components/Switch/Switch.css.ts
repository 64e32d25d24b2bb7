import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minWidth: 0,
})

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 })

export const label = style({
  color: vars.color.heading,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
})

export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
})

export const state = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
})

// The button is a full touch target; the visible track sits centred inside it.
export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.touchTarget,
  minHeight: vars.layout.touchTarget,
  padding: 0,
  margin: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
})

const thumbSize = `calc(${vars.layout.iconStandard} - ${vars.borderWidth.thick} * 2)`

export const track = style({
  position: 'relative',
  display: 'block',
  width: `calc(${vars.layout.iconStandard} * 2)`,
  height: vars.layout.iconStandard,
  borderRadius: vars.radius.full,
  // The off track keeps a 3:1 outline against the surface (WCAG 1.4.11).
  border: `${vars.borderWidth.standard} solid ${vars.color.textMuted}`,
  background: vars.color.surfaceSunken,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    '[aria-checked="true"] > &': { background: vars.color.accent, borderColor: vars.color.accent },
    '[aria-disabled="true"] > &, :disabled > &': { opacity: 0.6 },
  },
})

export const thumb = style({
  position: 'absolute',
  top: '50%',
  left: vars.borderWidth.thick,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transform: 'translateY(-50%)',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    '[aria-checked="true"] &': {
      background: vars.color.onAccent,
      // Moves right by the track width minus the thumb and its two insets.
      transform: `translate(calc(${vars.layout.iconStandard} - ${vars.borderWidth.standard} * 2), -50%)`,
    },
  },
})
