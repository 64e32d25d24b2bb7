import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { reducedMotion } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import type { VariantStyles } from '../../styles/variants'
import type { ButtonSize, ButtonVariant } from './variants'
import { arrowNudge } from '../../tokens/static'

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  minHeight: vars.layout.touchTarget,
  border: `${vars.borderWidth.standard} solid transparent`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.text,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
})

export const button = recipe(
  {
    base: [root],
    variants: {
      variant: {
        solid: {
          background: vars.color.accent,
          color: vars.color.onAccent,
          selectors: {
            '&:hover:not(:disabled)': { background: vars.color.accentHover },
          },
        },
        outline: {
          background: 'transparent',
          borderColor: vars.color.accent,
          color: vars.color.link,
          selectors: {
            '&:hover:not(:disabled)': { background: vars.color.accentSoft, color: vars.color.onAccentSoft },
          },
        },
        ghost: {
          background: 'transparent',
          color: vars.color.link,
          selectors: {
            '&:hover:not(:disabled)': { background: vars.color.accentSoft, color: vars.color.onAccentSoft },
          },
        },
      } satisfies VariantStyles<ButtonVariant>,
      size: {
        standard: {
          paddingBlock: vars.space.xsmall,
          paddingInline: vars.space.large,
          fontSize: vars.fontSize.standard,
        },
        large: {
          minHeight: `calc(${vars.layout.touchTarget} + ${vars.space.small})`,
          paddingBlock: vars.space.small,
          paddingInline: vars.space.xlarge,
          fontSize: vars.fontSize.large,
        },
      } satisfies VariantStyles<ButtonSize>,
      fullWidth: {
        true: { display: 'flex', width: '100%' },
        false: {},
      },
    },
    defaultVariants: { variant: 'solid', size: 'standard', fullWidth: false },
  },
  'button',
)

export const label = style({ minWidth: 0 })

export const icon = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}:hover:not(:disabled) &[data-icon="arrow-right"]`]: { transform: `translateX(${arrowNudge})` },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
})
