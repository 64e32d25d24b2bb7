import { createVar } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import type { VariantStyles } from '../../styles/variants'
import type { ContainerWidth } from './variants'

const gutter = createVar()

// The max width is the content width plus both gutters, so text lines up at every breakpoint.
export const container = recipe(
  {
    base: [
      {
        vars: { [gutter]: vars.space.medium },
        width: '100%',
        marginInline: 'auto',
        paddingInline: gutter,
      },
      responsiveStyle({
        tablet: { vars: { [gutter]: vars.space.large } },
        desktop: { vars: { [gutter]: vars.space.xlarge } },
      }),
    ],
    variants: {
      width: {
        page: { maxWidth: `calc(${vars.layout.pageWidth} + 2 * ${gutter})` },
        prose: { maxWidth: `calc(${vars.layout.proseWidth} + 2 * ${gutter})` },
        narrow: { maxWidth: `calc(${vars.layout.narrowWidth} + 2 * ${gutter})` },
      } satisfies VariantStyles<ContainerWidth>,
    },
    defaultVariants: { width: 'page' },
  },
  'container',
)

