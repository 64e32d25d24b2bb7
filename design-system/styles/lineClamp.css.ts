import { style, styleVariants } from '@vanilla-extract/css'

/** SPEC §2/§9: blog cards clamp titles to 2 lines and descriptions to 3. */
const lineClamps = [2, 3] as const
export type LineClamp = (typeof lineClamps)[number]

const clamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

/** `lineClamp[2]`: truncates with an ellipsis after that many lines; the full text stays in the DOM. */
export const lineClamp = styleVariants(
  Object.fromEntries(lineClamps.map((lines) => [lines, [clamp, { WebkitLineClamp: lines, lineClamp: lines }]])) as Record<
    LineClamp,
    [string, { WebkitLineClamp: number; lineClamp: number }]
  >,
)
