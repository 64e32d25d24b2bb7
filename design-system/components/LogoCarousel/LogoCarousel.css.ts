import { globalStyle, style } from '@vanilla-extract/css'
import { responsiveStyle } from '../../styles/responsive'
import { darkTheme, lightTheme } from '../../themes/themes.css'
import { vars } from '../../themes/vars.css'
import { testimonialWidth } from '../../tokens/static'

// A single shrinkable track: Swiper sizes itself from its container, never the reverse.
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  width: '100%',
  minWidth: 0,
  // Alt text of a logo that fails to load follows the surface's text colour.
  color: vars.color.text,
})

export const staticList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.large,
})

export const swiper = style({
  width: '100%',
  // Soft edges show the strip continues. A mask reads only alpha, so any opaque colour works.
  maskImage: `linear-gradient(to right, transparent, ${vars.color.heading} ${vars.space.xlarge}, ${vars.color.heading} calc(100% - ${vars.space.xlarge}), transparent)`,
})

// Linear, not Swiper's (free mode) ease-out, so slide after slide reads as one steady motion.
globalStyle(`${swiper}.swiper > .swiper-wrapper, ${swiper}.swiper-free-mode > .swiper-wrapper`, {
  alignItems: 'center',
  transitionTimingFunction: 'linear',
})

// Spacing lives inside each slide so Swiper measures it as part of the slide.
export const slide = style({
  selectors: {
    '&.swiper-slide': { width: 'auto', height: 'auto', paddingRight: vars.space.xlarge },
  },
})

export const testimonial = style([
  { width: testimonialWidth.mobile },
  responsiveStyle({ tablet: { width: testimonialWidth.tablet } }),
])

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(${vars.layout.iconLarge} * 2)`,
  paddingInline: vars.space.small,
})

export const logoImage = style([
  {
    width: 'auto',
    height: `calc(${vars.layout.iconLarge} * 1.25)`,
    maxWidth: 'none',
    // SPEC §2: partner logos are shown in grayscale.
    filter: 'grayscale(1)',
    opacity: 0.85,
    selectors: {
      // The artwork is dark ink; on a dark surface it is inverted to stay visible.
      [`${darkTheme} &`]: { filter: 'grayscale(1) invert(1)' },
      [`${darkTheme} ${lightTheme} &`]: { filter: 'grayscale(1)' },
    },
  },
  responsiveStyle({ tablet: { height: `calc(${vars.layout.iconLarge} * 1.5)` } }),
])

export const controls = style({ display: 'flex', justifyContent: 'flex-end' })
