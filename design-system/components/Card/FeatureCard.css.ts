import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const root = style({
  gap: vars.space.small,
  height: '100%',
  padding: vars.space.large,
})

export const action = style({
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
  alignSelf: 'flex-start',
})
