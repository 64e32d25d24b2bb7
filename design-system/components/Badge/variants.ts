export const badgeTones = ['neutral', 'accent', 'success', 'critical'] as const
export type BadgeTone = (typeof badgeTones)[number]
