import { recipe } from '@vanilla-extract/recipes'
import { responsiveStyle } from '../../styles/responsive'
import { textAlignVariants } from '../../styles/textAlign'
import { vars } from '../../themes/vars.css'
import type { VariantStyles } from '../../styles/variants'
import type { EyebrowTone, HeadingSize, HeadingTone } from './variants'

export const heading = recipe(
  {
    base: {
      margin: 0,
      fontFamily: vars.font.text,
      overflowWrap: 'break-word',
      textWrap: 'balance',
    },
    variants: {
      size: {
        display: {
          fontSize: vars.fontSize.display,
          fontWeight: vars.fontWeight.bold,
          lineHeight: vars.lineHeight.tight,
          letterSpacing: vars.letterSpacing.xxtight,
        },
        xlarge: [
          {
            fontSize: vars.fontSize.xxlarge,
            fontWeight: vars.fontWeight.bold,
            lineHeight: vars.lineHeight.tight,
            letterSpacing: vars.letterSpacing.xtight,
          },
          responsiveStyle({ tablet: { fontSize: vars.fontSize.xxxlarge } }),
        ],
        large: [
          {
            fontSize: vars.fontSize.xlarge,
            fontWeight: vars.fontWeight.bold,
            lineHeight: vars.lineHeight.snug,
            letterSpacing: vars.letterSpacing.tight,
          },
          responsiveStyle({ tablet: { fontSize: vars.fontSize.xxlarge } }),
        ],
        medium: [
          { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
          responsiveStyle({ tablet: { fontSize: vars.fontSize.xlarge } }),
        ],
        small: [
          { fontSize: vars.fontSize.standard, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
          responsiveStyle({ tablet: { fontSize: vars.fontSize.large } }),
        ],
      } satisfies VariantStyles<HeadingSize>,
      tone: {
        standard: { color: vars.color.heading },
        muted: { color: vars.color.textMuted },
        accent: { color: vars.color.link },
      } satisfies VariantStyles<HeadingTone>,
      align: textAlignVariants,
    },
    defaultVariants: { size: 'large', tone: 'standard' },
  },
  'heading',
)

export const eyebrow = recipe(
  {
    base: {
      margin: 0,
      fontFamily: vars.font.mono,
      fontSize: vars.fontSize.small,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.snug,
      letterSpacing: vars.letterSpacing.xxwide,
      textTransform: 'uppercase',
      overflowWrap: 'anywhere',
    },
    variants: {
      tone: {
        highlight: { color: vars.color.highlight },
        accent: { color: vars.color.link },
        muted: { color: vars.color.textMuted },
      } satisfies VariantStyles<EyebrowTone>,
      align: textAlignVariants,
    },
    defaultVariants: { tone: 'highlight' },
  },
  'eyebrow',
)

