import { style } from '@vanilla-extract/css'
import { iconButton, iconButtonHover } from '../../styles/iconButton'
import { inJs } from '../../styles/js'
import { responsiveStyle, roomForTextStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

// Only while JavaScript runs (styles/js.ts) is the small-screen menu collapsed behind its
// button and the header fixed; without JavaScript the header sits in the flow with its
// links listed under the bar, so every link stays reachable.

export const root = style([
  {
    position: 'relative',
    zIndex: vars.zIndex.header,
    background: vars.color.surface,
    color: vars.color.text,
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    selectors: { [inJs()]: { position: 'fixed', top: 0, left: 0, right: 0 } },
  },
  roomForTextStyle('headerBar', { position: 'fixed', top: 0, left: 0, right: 0 }),
])

export const bar = style([
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.layout.headerHeight,
    selectors: { [inJs()]: { flexWrap: 'nowrap', height: vars.layout.headerHeight } },
  },
  roomForTextStyle('headerBar', { flexWrap: 'nowrap', height: vars.layout.headerHeight, gap: vars.space.large }),
])

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.layout.touchTarget,
  marginRight: 'auto',
  color: vars.color.heading,
  borderRadius: vars.radius.small,
})

export const nav = style([
  {
    display: 'flex',
    alignItems: 'center',
    // Without JavaScript the list takes its own row under the logo and the call to action.
    order: 1,
    flexBasis: '100%',
    selectors: { [inJs()]: { order: 0, flexBasis: 'auto' } },
  },
  roomForTextStyle('headerBar', { order: 0, flex: '1 1 auto', justifyContent: 'flex-end', minWidth: 0 }),
])

export const menuButton = style([
  { ...iconButton, display: 'none', selectors: { [inJs()]: { display: 'inline-flex' }, ...iconButtonHover } },
  roomForTextStyle('headerBar', { selectors: { [inJs()]: { display: 'none' } } }),
])

/**
 * A list under the bar (open, or without JavaScript) until the bar has room for it: from `textBreakpoints.headerBar`,
 * the desktop breakpoint at the default text size, a row in the bar.
 */
export const panel = style([
  {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    paddingBottom: vars.space.small,
    selectors: {
      [inJs()]: {
        display: 'none',
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
        overflowY: 'auto',
        paddingBlock: vars.space.small,
        paddingInline: vars.space.medium,
        background: vars.color.surface,
        borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
        boxShadow: vars.shadow.medium,
      },
      [inJs('[data-menu="open"] &')]: { display: 'flex' },
    },
  },
  responsiveStyle({ tablet: { selectors: { [inJs()]: { paddingInline: vars.space.large } } } }),
  roomForTextStyle('headerBar', {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space.xxsmall,
    width: 'auto',
    minWidth: 0,
    paddingBottom: 0,
    selectors: {
      [inJs()]: {
        display: 'flex',
        position: 'static',
        maxHeight: 'none',
        overflowY: 'visible',
        padding: 0,
        background: 'transparent',
        borderBottom: 0,
        boxShadow: 'none',
      },
    },
  }),
])

export const item = style([{ minWidth: 0 }, roomForTextStyle('headerBar', { minWidth: 'auto' })])

export const link = style([
  {
    display: 'flex',
    width: '100%',
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    overflowWrap: 'anywhere',
    selectors: {
      [inJs()]: { borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}` },
      // A page inside a section (a blog article under Feed) marks the section, more quietly.
      '&[aria-current="true"]': { color: vars.color.heading },
    },
  },
  roomForTextStyle('headerBar', {
    width: 'auto',
    // Words stay whole in the row; only a word wider than the row itself may break.
    overflowWrap: 'break-word',
    fontSize: vars.fontSize.small,
    textAlign: 'center',
    lineHeight: vars.lineHeight.tight,
    selectors: { [inJs()]: { borderBottom: 0 } },
  }),
])

/** In the menu, a row of its own under the links; in the desktop bar, after them. */
export const search = style([
  { paddingTop: vars.space.small },
  roomForTextStyle('headerBar', { paddingTop: 0, paddingLeft: vars.space.xsmall }),
])

// A phone has no room for logo, menu button and call to action in one 320px bar
// (WCAG 1.4.10), so there the call to action is the last entry of the menu instead.
export const cta = style([
  { display: 'none', flexShrink: 0 },
  responsiveStyle({ tablet: { display: 'flex' } }),
])

export const panelCta = style([
  { paddingTop: vars.space.small },
  responsiveStyle({ tablet: { display: 'none' } }),
])
