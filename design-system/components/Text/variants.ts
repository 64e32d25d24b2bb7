export const textSizes = ['small', 'standard', 'large'] as const
export type TextSize = (typeof textSizes)[number]
export const textTones = ['standard', 'muted', 'highlight'] as const
export type TextTone = (typeof textTones)[number]
export const textWeights = ['regular', 'medium', 'strong'] as const
export type TextWeight = (typeof textWeights)[number]
