import { style, styleVariants } from '@vanilla-extract/css'
import { responsiveStyle } from '../../styles/responsive'
import { inlineCollapsePoints, type InlineCollapseBelow } from './variants'

export const root = style({ display: 'flex', flexWrap: 'wrap' })

// Items are wrappers so any child lays out the same way; as a flex column each one
// stretches its child to the item's width, which is the child's own width in a row and
// the full width once collapsed. minWidth lets long words wrap.
export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: '100%' })

/** Below the breakpoint the items stack, each the full width (e.g. buttons on a phone). */
export const collapseBelow = styleVariants(
  Object.fromEntries(
    inlineCollapsePoints.map((below) => [
      below,
      [{ flexDirection: 'column' }, responsiveStyle({ [below]: { flexDirection: 'row' } })],
    ]),
  ) as Record<InlineCollapseBelow, ReturnType<typeof responsiveStyle>[]>,
)
