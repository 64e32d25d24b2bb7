import { style } from '@vanilla-extract/css'
import { responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

export const root = style([
  { display: 'grid', gap: vars.space.medium, padding: vars.space.medium },
  responsiveStyle({ tablet: { padding: vars.space.large } }),
])

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
})

export const title = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const description = style({ margin: 0, lineHeight: vars.lineHeight.standard, overflowWrap: 'anywhere' })

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0 })

export const metaTerm = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&::after': { content: '":"' } },
})

export const metaValue = style({ margin: 0 })

export const control = style({
  paddingBlock: vars.space.small,
  borderBlock: `${vars.borderWidth.standard} solid ${vars.color.border}`,
})
