import { globalStyle, style } from '@vanilla-extract/css'
import { inJs, jsRunning } from '#design-system/styles/js'
import { vars } from '#design-system/themes/vars.css'
import { mainMinHeight } from '#design-system/tokens/static'

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  top: vars.space.small,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
})

export const main = style({
  display: 'block',
  minHeight: mainMinHeight,
  outline: 'none',
  selectors: {
    // The header is fixed only while JavaScript runs; without it, it sits in the flow.
    [inJs()]: { paddingTop: vars.layout.headerHeight },
  },
})

/** Marks where what follows a page's heading will go (`AfterHeading`). */
export const afterHeading = style({})

// Meanwhile the page is a screen high at least, so the footer is not drawn in view only to be pushed down.
globalStyle(`main:has(${afterHeading})`, { minHeight: '100vh' })

// Printed pages (the legal texts above all) carry only the content: no site chrome.
globalStyle(`${skipLink}, #root > header, #root > footer`, { '@media': { print: { display: 'none' } } })
globalStyle(`${jsRunning} ${main}`, { '@media': { print: { paddingTop: 0 } } })
