import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../themes/vars.css'
import { reducedMotion, responsiveStyle } from '../../styles/responsive'

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
      expanded: {
        // Spans the full row of the parent grid (SPEC §2: "it widens to the full row").
        true: { gridColumn: '1 / -1', borderColor: vars.color.borderStrong },
        false: {},
      },
    },
    defaultVariants: { expanded: false },
  },
  'expandableCard',
)

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

export const toggle = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
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
})
