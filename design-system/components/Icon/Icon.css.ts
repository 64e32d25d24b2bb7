import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../themes/vars.css'
import type { VariantStyles } from '../../styles/variants'
import type { IconSize } from './variants'

export const icon = recipe(
  {
    base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
    variants: {
      size: {
        small: { width: vars.layout.iconSmall, height: vars.layout.iconSmall },
        standard: { width: vars.layout.iconStandard, height: vars.layout.iconStandard },
        large: { width: vars.layout.iconLarge, height: vars.layout.iconLarge },
      } satisfies VariantStyles<IconSize>,
    },
    defaultVariants: { size: 'standard' },
  },
  'icon',
)

