import { style } from '@vanilla-extract/css'
import { mediaQuery } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import { stickyTableOfContentsMinHeight } from '../../tokens/static'

export const root = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  '@media': { print: { display: 'none' } },
})

const stuckOffset = `calc(${vars.layout.headerHeight} + ${vars.space.medium})`

export const sticky = style({
  '@media': {
    [`${mediaQuery.desktop} and (min-height: ${stickyTableOfContentsMinHeight})`]: {
      position: 'sticky',
      top: stuckOffset,
      maxHeight: `calc(100dvh - ${stuckOffset} - ${vars.space.medium})`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    },
  },
})

export const heading = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

// The links' own padding makes the space between them (WCAG 2.5.8: each link at least 24 px
// tall; at 17 px, 8 px apart, the audit found them too small and too close).
export const list = style({
  display: 'grid',
  gap: vars.space.none,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})

export const link = style({ display: 'inline-block', paddingBlock: vars.space.xxsmall })
