/** FeatureCard spreads the flag to the far end; ExpandableCard lets a long flag wrap below the icon. */
export type CardHeaderLayout = 'spread' | 'wrap'
