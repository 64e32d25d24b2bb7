export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const
export type InlineAlign = (typeof inlineAligns)[number]

export const inlineAlignsY = ['top', 'center', 'bottom', 'baseline', 'stretch'] as const
export type InlineAlignY = (typeof inlineAlignsY)[number]

export const inlineCollapsePoints = ['tablet', 'desktop'] as const
export type InlineCollapseBelow = (typeof inlineCollapsePoints)[number]
