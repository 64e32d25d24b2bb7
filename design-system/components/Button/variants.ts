export const buttonVariants = ['solid', 'outline', 'ghost'] as const
export type ButtonVariant = (typeof buttonVariants)[number]

export const buttonSizes = ['standard', 'large'] as const
export type ButtonSize = (typeof buttonSizes)[number]
