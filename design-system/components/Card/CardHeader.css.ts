import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import type { VariantStyles } from '../../styles/variants'
import { vars } from '../../themes/vars.css'
import type { CardHeaderLayout } from './variants'

export const header = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
  },
  variants: {
    layout: {
      // FeatureCard: the flag sits at the far end of the row, opposite the icon.
      spread: { justifyContent: 'space-between' },
      // ExpandableCard: a long flag drops below the icon instead of squeezing beside it.
      wrap: { flexWrap: 'wrap' },
    } satisfies VariantStyles<CardHeaderLayout>,
  },
})

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.touchTarget,
  height: vars.layout.touchTarget,
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  background: vars.color.accentSoft,
  color: vars.color.onAccentSoft,
})

export const flag = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.highlight,
  overflowWrap: 'anywhere',
})
