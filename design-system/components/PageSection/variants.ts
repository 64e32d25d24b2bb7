export type PageSectionAlign = 'left' | 'center'

export type PageSectionHeadingLevel = 1 | 2

/**
 * `standard`: eyebrow, heading and intro sit close together and the content follows a step
 * further down. `even`: every part is equally spaced, for a page's hero and calls to action.
 */
export type PageSectionRhythm = 'standard' | 'even'

export const pageSectionAsideWidths = ['1/4', '1/3', '1/2'] as const
export type PageSectionAsideWidth = (typeof pageSectionAsideWidths)[number]
