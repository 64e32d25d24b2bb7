import { style, styleVariants } from '@vanilla-extract/css'
import type { TextAlign } from '../../styles/textAlign'
import type { VariantStyles } from '../../styles/variants'
import { vars } from '../../themes/vars.css'

export const root = style({ display: 'flex', flexDirection: 'column' })

export const align = styleVariants({
  left: {},
  center: { alignItems: 'center', textAlign: 'center' },
  right: { alignItems: 'flex-end', textAlign: 'right' },
} satisfies VariantStyles<TextAlign>)

// Items are wrappers so children keep their own display (a button is not stretched).
export const item = style({ minWidth: 0, maxWidth: '100%' })

export const divided = style({ borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` })
