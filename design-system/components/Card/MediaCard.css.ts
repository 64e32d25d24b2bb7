import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { badge as pill } from '../Badge/Badge.css'

export const root = style({ overflow: 'hidden', height: '100%' })

export const media = style({
  // The heading comes first in reading order; the picture is shown first.
  order: -1,
  background: vars.color.surfaceSunken,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
})

export const image = style({
  width: '100%',
  objectFit: 'cover',
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.large,
})

export const badge = style([
  pill({ tone: 'accent', size: 'compact' }),
  // Shown above the title, read after it.
  { order: -1, alignSelf: 'flex-start' },
])

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
})

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
})
