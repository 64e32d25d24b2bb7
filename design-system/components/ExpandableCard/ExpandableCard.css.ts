import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { inJs } from '../../styles/js'
import { reducedMotion, responsiveStyle } from '../../styles/responsive'
import type { VariantStyles } from '../../styles/variants'
import { vars } from '../../themes/vars.css'
import type { ExpandableCardGridColumns } from './variants'

// Without JavaScript every card is open (its content is the page), so a widening card
// spans the full row; it takes its own grid cell only while JavaScript runs and it is closed.
const closedCell = { selectors: { [inJs('&[data-state="closed"]')]: { gridColumn: 'auto' } } }

export const root = recipe(
  {
    base: [
      {
        gap: vars.space.small,
        padding: vars.space.large,
      },
      responsiveStyle({ desktop: { padding: vars.space.xlarge } }),
    ],
    variants: {
      widen: {
        true: [{ gridColumn: '1 / -1' }, closedCell],
        false: {},
      },
      expanded: {
        true: { borderColor: vars.color.borderStrong },
        false: {},
      },
    },
    defaultVariants: { expanded: false, widen: true },
  },
  'expandableCard',
)

/** An extra #hash target at the card's top edge; out of the flow, so it adds no gap. */
export const anchor = style({ position: 'absolute', insetBlockStart: 0 })

export const title = style({
  color: vars.color.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})

export const summary = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
})

// A toggle does nothing without JavaScript, where the content is shown anyway.
export const toggle = style({
  display: 'none',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.layout.touchTarget,
  marginTop: 'auto',
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    [inJs()]: { display: 'inline-flex' },
    '&:hover': { borderColor: vars.color.accent, color: vars.color.linkHover },
  },
})

export const chevron = style({
  transition: `transform ${vars.motion.standard} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
})

export const panel = style({
  minWidth: 0,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  selectors: {
    [inJs(`[data-state="closed"] > &`)]: { display: 'none' },
  },
})

const tracks = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` })

export const grid = recipe(
  {
    base: [
      { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large },
      responsiveStyle({ tablet: tracks(2) }),
    ],
    variants: {
      columns: {
        2: {},
        3: responsiveStyle({ desktop: tracks(3) }),
      } satisfies VariantStyles<ExpandableCardGridColumns>,
    },
    defaultVariants: { columns: 2 },
  },
  'expandableCardGrid',
)
