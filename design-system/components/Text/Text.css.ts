import { recipe } from '@vanilla-extract/recipes'
import { textAlignVariants } from '../../styles/textAlign'
import { vars } from '../../themes/vars.css'
import type { VariantStyles } from '../../styles/variants'
import type { TextSize, TextTone, TextWeight } from './variants'

export const text = recipe(
  {
    base: { margin: 0, fontFamily: vars.font.text, overflowWrap: 'break-word' },
    variants: {
      size: {
        small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.standard },
        standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
        large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.standard },
      } satisfies VariantStyles<TextSize>,
      tone: {
        standard: { color: vars.color.text },
        muted: { color: vars.color.textMuted },
        highlight: { color: vars.color.highlight },
      } satisfies VariantStyles<TextTone>,
      weight: {
        regular: { fontWeight: vars.fontWeight.regular },
        medium: { fontWeight: vars.fontWeight.medium },
        strong: { fontWeight: vars.fontWeight.semibold },
      } satisfies VariantStyles<TextWeight>,
      align: textAlignVariants,
    },
    defaultVariants: { size: 'standard', tone: 'standard', weight: 'regular' },
  },
  'text',
)
