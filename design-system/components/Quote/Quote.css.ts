import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../themes/vars.css'
import { responsiveStyle } from '../../styles/responsive'
import type { VariantStyles } from '../../styles/variants'
import type { QuoteTone } from './variants'
import { measure, quoteMarkHeight } from '../../tokens/static'

export const quote = recipe(
  {
    base: {
      margin: 0,
      display: 'grid',
      gap: vars.space.medium,
      paddingLeft: vars.space.large,
      borderLeft: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
    },
    variants: {
      tone: {
        standard: {},
        large: {
          gap: vars.space.large,
          borderLeftWidth: vars.borderWidth.focus,
          ...responsiveStyle({ tablet: { paddingLeft: vars.space.xlarge } }),
        },
      } satisfies VariantStyles<QuoteTone>,
    },
    defaultVariants: { tone: 'standard' },
  },
  'quote',
)

export const text = recipe(
  {
    base: {
      margin: 0,
      color: vars.color.heading,
      fontWeight: vars.fontWeight.medium,
      // A readable measure, and no single word alone on the last line.
      maxWidth: measure.quote,
      textWrap: 'pretty',
    },
    variants: {
      tone: {
        standard: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.snug },
        large: {
          fontSize: vars.fontSize.xlarge,
          lineHeight: vars.lineHeight.snug,
          letterSpacing: vars.letterSpacing.snug,
          ...responsiveStyle({ desktop: { fontSize: vars.fontSize.xxlarge } }),
        },
      } satisfies VariantStyles<QuoteTone>,
    },
    defaultVariants: { tone: 'standard' },
  },
  'quoteText',
)

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})

export const author = style({ color: vars.color.heading, fontWeight: vars.fontWeight.semibold })

export const role = style({ color: vars.color.textMuted })

export const card = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  height: '100%',
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.text,
})

export const mark = style({
  display: 'block',
  height: quoteMarkHeight,
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.xxxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.accent,
})

export const cardText = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  textWrap: 'pretty',
})
