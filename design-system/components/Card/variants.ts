/** FeatureCard spreads the flag to the far end; ExpandableCard lets a long flag wrap below the icon. */
export const cardHeaderLayouts = ['spread', 'wrap'] as const
export type CardHeaderLayout = (typeof cardHeaderLayouts)[number]
