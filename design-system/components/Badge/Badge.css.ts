import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../themes/vars.css'
import type { VariantStyles } from '../../styles/variants'
import type { BadgeSize, BadgeTone } from './variants'
import { pillPadding } from '../../tokens/static'

/** The one badge pill: the Badge component, and the cards' category pill (`size: 'compact'`) composed into their styles. */
export const badge = recipe(
  {
    base: {
      display: 'inline-flex',
      alignItems: 'center',
      maxWidth: '100%',
      borderRadius: vars.radius.full,
      fontSize: vars.fontSize.xsmall,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.snug,
      overflowWrap: 'anywhere',
      whiteSpace: 'normal',
    },
    variants: {
      size: {
        standard: {
          paddingBlock: pillPadding.block,
          paddingInline: pillPadding.inline,
          border: `${vars.borderWidth.standard} solid`,
          letterSpacing: vars.letterSpacing.relaxed,
        },
        compact: { paddingBlock: vars.space.xxsmall, paddingInline: vars.space.xsmall },
      } satisfies VariantStyles<BadgeSize>,
      tone: {
        neutral: { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.textMuted },
        accent: { background: vars.color.accentSoft, borderColor: 'transparent', color: vars.color.onAccentSoft },
        // No tinted surface tokens exist for these; an outline keeps text on the plain surface at full contrast.
        success: { background: 'transparent', borderColor: vars.color.success, color: vars.color.success },
        critical: { background: 'transparent', borderColor: vars.color.critical, color: vars.color.critical },
      } satisfies VariantStyles<BadgeTone>,
    },
    defaultVariants: { tone: 'neutral', size: 'standard' },
  },
  'badge',
)

