export type HeadingLevel = 1 | 2 | 3 | 4
export const headingSizes = ['display', 'xlarge', 'large', 'medium', 'small'] as const
export type HeadingSize = (typeof headingSizes)[number]
export const headingTones = ['standard', 'muted', 'accent'] as const
export type HeadingTone = (typeof headingTones)[number]
export const eyebrowTones = ['highlight', 'accent', 'muted'] as const
export type EyebrowTone = (typeof eyebrowTones)[number]
