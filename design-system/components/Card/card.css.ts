import { style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'
import { reducedMotion } from '../../styles/responsive'

/** The shared card surface: thin border, no heavy shadow. */
export const surface = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
})

export const interactive = style({
  selectors: {
    '&:hover': { borderColor: vars.color.accent, boxShadow: vars.shadow.medium },
  },
})

/**
 * Stretched link: one link in the tab order whose ::after covers the whole card,
 * so the card is clickable without nesting interactive elements.
 */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: vars.zIndex.raised,
      borderRadius: 'inherit',
    },
    // The focus ring is drawn around the whole card, not the link's text, and inside its edge:
    // cards that clip their picture (overflow: hidden) would cut off a ring drawn outside, which
    // left the blog and white-paper cards with no visible focus at all (the audit's 2.4.7 check).
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.focus})`,
    },
    '&:hover': { textDecoration: 'underline', textDecorationThickness: vars.borderWidth.standard },
  },
})

/** Lifts a secondary control (e.g. a tooltip trigger) above the stretched link so it stays usable. */
export const aboveLink = style({
  position: 'relative',
  zIndex: `calc(${vars.zIndex.raised} + 1)`,
})

/** Secondary copy under a card's title: muted, small, and wrapping long words. */
export const supportingText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
})

/**
 * A card's call to action (CardActionLink), e.g. "Read More". The padding keeps the link's own box above
 * WCAG 2.5.8's 24 px, apart from the card it stretches over.
 */
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
})

/** A card's or a step's title: one size and weight wherever a block of the page is named. */
export const cardTitle = style({
  color: vars.color.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})
