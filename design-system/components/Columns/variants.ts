export const columnCounts = [1, 2, 3, 4, 5, 6] as const
export type ColumnCount = (typeof columnCounts)[number]

/** Braid's Column widths: fractions of the row, the content's own width, or whatever is left. */
export const columnWidths = ['1/4', '1/3', '1/2', '2/3', '3/4', 'content', 'fluid'] as const
export type ColumnWidth = (typeof columnWidths)[number]

export const columnsAlignsY = ['stretch', 'top', 'center', 'bottom'] as const
export type ColumnsAlignY = (typeof columnsAlignsY)[number]

/** Below this breakpoint the columns stack, full width, in one column. */
export const columnsCollapsePoints = ['tablet', 'desktop'] as const
export type ColumnsCollapseBelow = (typeof columnsCollapsePoints)[number]
