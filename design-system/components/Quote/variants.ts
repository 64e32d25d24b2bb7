export const quoteTones = ['standard', 'large'] as const
export type QuoteTone = (typeof quoteTones)[number]
