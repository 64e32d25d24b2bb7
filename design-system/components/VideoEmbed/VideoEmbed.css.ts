import { style } from '@vanilla-extract/css'
import { forcedColors, reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

export const root = style({ margin: 0, display: 'grid', gap: vars.space.small })

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
})

export const poster = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

export const player = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
})

// The control covers the whole poster, so the click target is the picture itself.
export const play = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  padding: vars.space.medium,
  margin: 0,
  border: 0,
  borderRadius: 'inherit',
  background: 'transparent',
  color: vars.color.onAccent,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineOffset: `calc(${vars.borderWidth.focus} * -1)` },
  },
  '@media': {
    // Forced colours keep the poster's own pixels, which may be as dark or as light as any system colour:
    // the ring is drawn twice, a Canvas band at the edge and a CanvasText band inside it, so one of the
    // two contrasts with the picture whatever the user's palette.
    [forcedColors]: {
      selectors: {
        '&:focus-visible': {
          border: `${vars.borderWidth.focus} solid Canvas`,
          outline: `${vars.borderWidth.focus} solid CanvasText`,
          outlineOffset: `calc(${vars.borderWidth.focus} * -2)`,
        },
      },
    },
  },
})

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.layout.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.medium,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    [`${play}:hover &`]: { background: vars.color.accentHover, transform: 'scale(1.04)' },
  },
})

export const caption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
})
