/** A post's or a white paper's cover: the Open Graph size, so one picture serves the card and the social preview. */
export const coverImageSize = { width: 1200, height: 630 } as const
