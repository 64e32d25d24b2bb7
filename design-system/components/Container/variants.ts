export const containerWidths = ['page', 'prose', 'narrow'] as const
export type ContainerWidth = (typeof containerWidths)[number]
