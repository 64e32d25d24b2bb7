export const badgeTones = ['neutral', 'accent', 'success', 'critical'] as const
export type BadgeTone = (typeof badgeTones)[number]

/** `compact`: the borderless pill a card shows above its title. */
export const badgeSizes = ['standard', 'compact'] as const
export type BadgeSize = (typeof badgeSizes)[number]
