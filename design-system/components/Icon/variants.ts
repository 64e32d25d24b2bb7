export const iconSizes = ['small', 'standard', 'large'] as const
export type IconSize = (typeof iconSizes)[number]
