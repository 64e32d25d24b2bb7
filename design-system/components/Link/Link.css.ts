import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import type { VariantStyles } from '../../styles/variants'
import type { LinkVariant } from './variants'

export const link = recipe(
  {
    base: {
      borderRadius: vars.radius.small,
      overflowWrap: 'break-word',
      textUnderlineOffset: '0.2em',
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
              textUnderlineOffset: '0.45em',
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
  width: '0.875em',
  height: '0.875em',
  marginInlineStart: '0.3em',
  verticalAlign: '-0.05em',
})
