/** The `align` variants every text recipe offers, declared once. */
export const textAlignVariants = {
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
} as const
