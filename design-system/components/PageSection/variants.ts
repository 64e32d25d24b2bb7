export const pageSectionAligns = ['left', 'center'] as const
export type PageSectionAlign = (typeof pageSectionAligns)[number]

export const pageSectionHeadingLevels = [1, 2] as const
export type PageSectionHeadingLevel = (typeof pageSectionHeadingLevels)[number]

/**
 * `standard`: eyebrow, heading and intro sit close together and the content follows a step
 * further down. `even`: every part is equally spaced, for a page's hero and calls to action.
 */
export const pageSectionRhythms = ['standard', 'even'] as const
export type PageSectionRhythm = (typeof pageSectionRhythms)[number]

export const pageSectionAsideWidths = ['1/4', '1/3', '1/2'] as const
export type PageSectionAsideWidth = (typeof pageSectionAsideWidths)[number]
