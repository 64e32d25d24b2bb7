/** ExpandableCardGrid's columns from desktop up. */
export type ExpandableCardGridColumns = 2 | 3
