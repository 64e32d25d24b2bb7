import { recipe } from '@vanilla-extract/recipes'
import { responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import type { VariantStyles } from '../../styles/variants'
import type { SectionSpace, SectionTone } from './variants'

export const section = recipe(
  {
    base: { background: vars.color.surface, color: vars.color.text },
    variants: {
      space: {
        none: {},
        small: [
          { paddingBlock: vars.space.xlarge },
          responsiveStyle({ desktop: { paddingBlock: vars.space.xxlarge } }),
        ],
        standard: [
          { paddingBlock: vars.space.xxlarge },
          responsiveStyle({ desktop: { paddingBlock: vars.space.xxxlarge } }),
        ],
        large: [
          { paddingBlock: vars.space.xxxlarge },
          responsiveStyle({ desktop: { paddingBlock: `calc(${vars.space.xxxlarge} * 1.5)` } }),
        ],
      } satisfies VariantStyles<SectionSpace>,
      tone: {
        light: {},
        sunken: { background: vars.color.surfaceSunken },
        dark: {},
      } satisfies VariantStyles<SectionTone>,
      divider: {
        true: { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` },
        false: {},
      },
    },
    defaultVariants: { space: 'standard', tone: 'light', divider: false },
  },
  'section',
)

