import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import type { VariantStyles } from '../../styles/variants'
import type { LinkVariant } from './variants'
import { inlineIcon, underlineOffset } from '../../tokens/static'

export const link = recipe(
  {
    base: {
      borderRadius: vars.radius.small,
      overflowWrap: 'break-word',
      textUnderlineOffset: underlineOffset.standard,
      textDecorationThickness: vars.borderWidth.standard,
      transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
      '@media': { [reducedMotion]: { transition: 'none' } },
    },
    variants: {
      variant: {
        inline: {
          color: vars.color.link,
          textDecorationLine: 'underline',
          selectors: {
            '&:hover': { color: vars.color.linkHover, textDecorationThickness: vars.borderWidth.thick },
          },
        },
        standalone: {
          color: vars.color.link,
          fontWeight: vars.fontWeight.semibold,
          textDecorationLine: 'none',
          selectors: {
            '&:hover': { color: vars.color.linkHover, textDecorationLine: 'underline' },
          },
        },
        nav: {
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: vars.layout.touchTarget,
          color: vars.color.text,
          fontWeight: vars.fontWeight.medium,
          textDecorationLine: 'none',
          selectors: {
            '&:hover': { color: vars.color.heading, textDecorationLine: 'underline' },
            // Not colour alone: the current page also gets a thick underline.
            '&[aria-current="page"]': {
              color: vars.color.heading,
              textDecorationLine: 'underline',
              textDecorationThickness: vars.borderWidth.thick,
              textDecorationColor: vars.color.accent,
              textUnderlineOffset: underlineOffset.current,
            },
          },
        },
      } satisfies VariantStyles<LinkVariant>,
    },
    defaultVariants: { variant: 'inline' },
  },
  'link',
)

export const icon = style({
  display: 'inline-block',
  width: inlineIcon.size,
  height: inlineIcon.size,
  marginInlineStart: inlineIcon.gap,
  verticalAlign: inlineIcon.baselineShift,
})
