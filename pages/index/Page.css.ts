import { style } from '@vanilla-extract/css'
import { responsiveStyle } from '../../design-system/styles/responsive'
import { vars } from '../../design-system/themes/vars.css'

export const hero = style([
  { display: 'grid', gap: vars.space.xlarge, alignItems: 'center' },
  responsiveStyle({ desktop: { gridTemplateColumns: '3fr 1fr' } }),
])

export const subline = style({ color: vars.color.highlight, fontSize: vars.fontSize.large })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium })

export const tagline = style([
  {
    display: 'none',
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xlarge,
    color: vars.color.highlight,
    borderLeft: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    paddingLeft: vars.space.large,
    lineHeight: vars.lineHeight.snug,
  },
  responsiveStyle({ desktop: { display: 'block' } }),
])

export const demo = style([
  { display: 'grid', gap: vars.space.large, alignItems: 'center' },
  responsiveStyle({ desktop: { gridTemplateColumns: '2fr 1fr', justifyItems: 'end' } }),
])

export const mono = style({ fontFamily: vars.font.mono })
