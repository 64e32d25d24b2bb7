import { createVar, fallbackVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import {
  columnCounts,
  columnsAlignsY,
  columnsCollapsePoints,
  columnWidths,
  type ColumnCount,
  type ColumnsAlignY,
  type ColumnsCollapseBelow,
  type ColumnWidth,
} from './variants'

/** The gap, set per breakpoint on the row and read by each Column to size itself. */
const gap = createVar()

type SpaceName = keyof typeof vars.space
const setGap = (value: string) => ({ vars: { [gap]: value } })
export const space = {
  mobile: styleVariants(vars.space, setGap),
  tablet: styleVariants(vars.space, (value) => responsiveStyle({ tablet: setGap(value) })),
  desktop: styleVariants(vars.space, (value) => responsiveStyle({ desktop: setGap(value) })),
} satisfies Record<string, Record<SpaceName, string>>

const alignItems = {
  stretch: 'stretch',
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
} as const satisfies Record<ColumnsAlignY, string>
const alignY = Object.fromEntries(columnsAlignsY.map((align) => [align, { alignItems: alignItems[align] }])) as Record<
  ColumnsAlignY,
  { alignItems: string }
>

const tracks = (count: ColumnCount) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` })
const byCount = <T,>(make: (count: ColumnCount) => T) =>
  Object.fromEntries(columnCounts.map((count) => [count, make(count)])) as Record<ColumnCount, T>

/** Equal columns: a grid, with a count per breakpoint. Declared mobile, tablet, desktop so wider ones win. */
export const grid = recipe(
  {
    base: { display: 'grid', gap },
    variants: {
      mobile: byCount(tracks),
      tablet: byCount((count) => responsiveStyle({ tablet: tracks(count) })),
      desktop: byCount((count) => responsiveStyle({ desktop: tracks(count) })),
      alignY,
    },
    defaultVariants: { mobile: 1, alignY: 'stretch' },
  },
  'columns',
)

export const item = style({ minWidth: 0 })

/**
 * Set while the row is collapsed into a column: every Column then takes the full width.
 * `initial` (the row) makes it invalid, so each Column falls back to its own width.
 */
const collapsedWidth = createVar()
const row: StyleRule = { flexDirection: 'row', vars: { [collapsedWidth]: 'initial' } }
const collapsed = (direction: 'column' | 'column-reverse', below: ColumnsCollapseBelow): StyleRule[] => [
  { flexDirection: direction, vars: { [collapsedWidth]: '100%' } },
  responsiveStyle({ [below]: row }),
]

/** Columns of given widths: a flex row that may collapse into one column below a breakpoint. */
export const flex = style({ display: 'flex', gap })

export const flexAlignY = styleVariants(alignY)

export const collapse = styleVariants({
  never: row,
  ...Object.fromEntries(columnsCollapsePoints.map((below) => [below, collapsed('column', below)])),
} as Record<ColumnsCollapseBelow | 'never', StyleRule | StyleRule[]>)

/** The same, showing the last column first while collapsed. */
export const collapseReversed = styleVariants(
  Object.fromEntries(columnsCollapsePoints.map((below) => [below, collapsed('column-reverse', below)])) as Record<
    ColumnsCollapseBelow,
    StyleRule[]
  >,
)

/**
 * A fraction F of the row, less its share of the gaps: F × 100% − (1 − F) × gap. Fractions that
 * add up to 1 then fill the row exactly, whatever the gap (Braid's Column widths).
 */
const fraction = (numerator: number, denominator: number) => {
  const share = numerator / denominator
  return { flex: '0 0 auto', width: fallbackVar(collapsedWidth, `calc(${share} * 100% - ${1 - share} * ${gap})`) }
}

const widths = {
  '1/4': fraction(1, 4),
  '1/3': fraction(1, 3),
  '1/2': fraction(1, 2),
  '2/3': fraction(2, 3),
  '3/4': fraction(3, 4),
  content: { flex: '0 0 auto', width: fallbackVar(collapsedWidth, 'auto') },
  fluid: { flex: '1 1 0', width: fallbackVar(collapsedWidth, 'auto') },
} satisfies Record<ColumnWidth, unknown>

export const column = recipe(
  {
    base: { minWidth: 0 },
    variants: { width: Object.fromEntries(columnWidths.map((width) => [width, widths[width]])) as typeof widths },
    defaultVariants: { width: 'fluid' },
  },
  'column',
)

/** A column shown only from a breakpoint up (e.g. decoration beside a hero); hidden, it takes no gap. */
export const hiddenBelow = styleVariants(
  Object.fromEntries(
    columnsCollapsePoints.map((below) => [below, [{ display: 'none' }, responsiveStyle({ [below]: { display: 'block' } })]]),
  ) as Record<ColumnsCollapseBelow, StyleRule[]>,
)
