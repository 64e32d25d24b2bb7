/** The one text-align scale: Text, Heading, Eyebrow, Stack, PageSection and sprinkles all read it. */
export const textAligns = ['left', 'center', 'right'] as const
export type TextAlign = (typeof textAligns)[number]

/** The `align` variants every text recipe offers, built from the list above. */
export const textAlignVariants = Object.fromEntries(textAligns.map((align) => [align, { textAlign: align }])) as {
  [Align in TextAlign]: { textAlign: Align }
}
