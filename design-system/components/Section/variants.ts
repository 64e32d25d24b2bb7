export const sectionSpaces = ['none', 'small', 'standard', 'large'] as const
export type SectionSpace = (typeof sectionSpaces)[number]
export const sectionTones = ['light', 'sunken', 'dark'] as const
export type SectionTone = (typeof sectionTones)[number]
