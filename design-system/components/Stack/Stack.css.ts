import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

export const root = style({ display: 'flex', flexDirection: 'column' })

export const align = styleVariants({
  left: {},
  center: { alignItems: 'center', textAlign: 'center' },
  right: { alignItems: 'flex-end', textAlign: 'right' },
})

// Items are wrappers so children keep their own display (a button is not stretched).
export const item = style({ minWidth: 0, maxWidth: '100%' })

export const divided = style({ borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` })
