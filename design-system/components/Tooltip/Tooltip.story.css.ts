import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Story-only layout: room above the trigger so an open tooltip is in frame.
export const stage = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xlarge,
  paddingBlock: `calc(${vars.space.xxxlarge} * 1.5)`,
  paddingInline: vars.space.large,
  background: vars.color.surface,
})
