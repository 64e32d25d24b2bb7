/** ExpandableCardGrid's columns from desktop up. */
export const expandableCardGridColumns = [2, 3] as const
export type ExpandableCardGridColumns = (typeof expandableCardGridColumns)[number]
