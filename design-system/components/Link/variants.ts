export const linkVariants = ['inline', 'standalone', 'nav'] as const
export type LinkVariant = (typeof linkVariants)[number]
