export const stepsTones = ['accent', 'neutral'] as const
export type StepsTone = (typeof stepsTones)[number]
