import { style } from '@vanilla-extract/css'
import { responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import { measure } from '../../tokens/static'

export const root = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  paddingTop: vars.space.xxlarge,
  paddingBottom: vars.space.xlarge,
})

export const top = style([
  {
    display: 'grid',
    gap: vars.space.xlarge,
    gridTemplateColumns: 'minmax(0, 1fr)',
  },
  responsiveStyle({
    desktop: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: vars.space.xxlarge },
  }),
])

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  color: vars.color.heading,
})

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.touchTarget,
  color: vars.color.heading,
  borderRadius: vars.radius.small,
})

export const tagline = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.highlight,
  overflowWrap: 'anywhere',
})

export const line = style({
  maxWidth: measure.footerNote,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const columns = style([
  {
    display: 'grid',
    gap: vars.space.large,
    gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${measure.footerColumn}), 1fr))`,
  },
])

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 })

export const heading = style({
  color: vars.color.heading,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.xxwide,
  textTransform: 'uppercase',
})

export const list = style({ display: 'flex', flexDirection: 'column' })

export const link = style({ fontSize: vars.fontSize.small, overflowWrap: 'anywhere' })

export const bottom = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    marginTop: vars.space.xxlarge,
    paddingTop: vars.space.large,
    borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
  },
  responsiveStyle({ tablet: { flexDirection: 'row', justifyContent: 'space-between' } }),
])
