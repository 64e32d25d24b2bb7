import { style } from '@vanilla-extract/css'
import { responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import { badge as pill } from '../Badge/Badge.css'

export const root = style([
  { overflow: 'hidden' },
  responsiveStyle({ tablet: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }),
])

export const media = style([
  {
    // The heading comes first in reading order; the picture is shown first.
    order: -1,
    background: vars.color.surfaceSunken,
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
  responsiveStyle({ tablet: { borderBottom: 'none', borderRight: `${vars.borderWidth.standard} solid ${vars.color.border}` } }),
])

export const image = style([
  { display: 'block', width: '100%', objectFit: 'cover' },
  responsiveStyle({ tablet: { height: '100%' } }),
])

export const body = style([
  { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: vars.space.small, padding: vars.space.large },
  responsiveStyle({ desktop: { padding: vars.space.xlarge, gap: vars.space.medium } }),
])

export const badge = style([
  pill({ tone: 'accent', size: 'compact' }),
  // Shown above the title, read after it.
  { order: -1, alignSelf: 'flex-start' },
])

export const title = style([
  {
    color: vars.color.heading,
    fontSize: vars.fontSize.xlarge,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
  },
  responsiveStyle({ desktop: { fontSize: vars.fontSize.xxlarge } }),
])

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
})

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })
