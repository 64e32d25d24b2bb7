import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../themes/vars.css'
import { responsiveStyle } from '../../styles/responsive'
import type { VariantStyles } from '../../styles/variants'
import type { StepsTone } from './variants'

// Vertical on small screens; one row on desktop, however many steps there are.
export const list = style([
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.large,
  },
  responsiveStyle({
    desktop: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gridTemplateColumns: 'none' },
  }),
])

export const item = style([
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.medium,
    rowGap: vars.space.xsmall,
    alignContent: 'start',
  },
  responsiveStyle({ desktop: { gridTemplateColumns: 'minmax(0, 1fr)' } }),
])

// The connector runs down (mobile) or across (desktop) to the next marker.
export const connector = style([
  {
    position: 'absolute',
    top: `calc(${vars.layout.touchTarget} + ${vars.space.xxsmall})`,
    bottom: `calc(${vars.space.large} * -1 + ${vars.space.xxsmall})`,
    left: `calc(${vars.layout.touchTarget} / 2)`,
    width: vars.borderWidth.standard,
    background: vars.color.borderStrong,
    selectors: { 'li:last-child > &': { display: 'none' } },
  },
  responsiveStyle({
    desktop: {
      top: `calc(${vars.layout.touchTarget} / 2)`,
      bottom: 'auto',
      left: `calc(${vars.layout.touchTarget} + ${vars.space.small})`,
      right: `calc(${vars.space.small} - ${vars.space.large})`,
      width: 'auto',
      height: vars.borderWidth.standard,
    },
  }),
])

export const marker = recipe(
  {
    base: {
      gridRow: 'span 2',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.layout.touchTarget,
      height: vars.layout.touchTarget,
      borderRadius: vars.radius.full,
      fontFamily: vars.font.mono,
      fontSize: vars.fontSize.standard,
      fontWeight: vars.fontWeight.bold,
    },
    variants: {
      tone: {
        accent: { background: vars.color.accent, color: vars.color.onAccent },
        neutral: {
          background: vars.color.surfaceRaised,
          color: vars.color.heading,
          border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
        },
      } satisfies VariantStyles<StepsTone>,
    },
    defaultVariants: { tone: 'accent' },
  },
  'stepMarker',
)

export const markerPlacement = style(responsiveStyle({ desktop: { gridRow: 'auto', marginBottom: vars.space.xsmall } }))

export const heading = style({ alignSelf: 'center', minWidth: 0 })

export const body = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
})

export const label = style({
  marginTop: vars.space.xxsmall,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.highlight,
  overflowWrap: 'anywhere',
})
