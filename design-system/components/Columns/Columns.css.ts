import { style } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { responsiveStyle } from '../../styles/responsive'

const counts = [1, 2, 3, 4, 5, 6] as const
type Count = (typeof counts)[number]

const tracks = (count: Count) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` })

const byCount = <T,>(make: (count: Count) => T) =>
  Object.fromEntries(counts.map((count) => [count, make(count)])) as Record<Count, T>

// Declared mobile, tablet, desktop in that order so wider breakpoints win.
export const columns = recipe(
  {
    base: { display: 'grid' },
    variants: {
      mobile: byCount(tracks),
      tablet: byCount((count) => responsiveStyle({ tablet: tracks(count) })),
      desktop: byCount((count) => responsiveStyle({ desktop: tracks(count) })),
      alignY: {
        stretch: { alignItems: 'stretch' },
        top: { alignItems: 'start' },
        center: { alignItems: 'center' },
      },
    },
    defaultVariants: { mobile: 1, alignY: 'stretch' },
  },
  'columns',
)

export type ColumnsVariants = RecipeVariants<typeof columns>

export const item = style({ minWidth: 0 })
