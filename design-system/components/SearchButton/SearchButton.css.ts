import { style } from '@vanilla-extract/css'
import { inJs } from '../../styles/js'
import { roomForTextStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

const control = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.layout.touchTarget,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecorationLine: 'none',
  borderRadius: vars.radius.small,
} as const

/** Without JavaScript: a link to the search page, like the navigation's links. */
export const link = style({
  ...control,
  paddingInline: vars.space.xsmall,
  selectors: {
    [inJs()]: { display: 'none' },
    '&:hover': { color: vars.color.heading, textDecorationLine: 'underline' },
  },
})

/** While JavaScript runs: a field-like button, full width in the phone's menu, compact in the desktop bar. */
export const button = style([
  {
    ...control,
    display: 'none',
    width: '100%',
    paddingInline: vars.space.small,
    border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: 'transparent',
    font: 'inherit',
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    selectors: {
      [inJs()]: { display: 'inline-flex' },
      '&:hover': { color: vars.color.heading, background: vars.color.surfaceRaised },
    },
  },
  roomForTextStyle('headerBar', { width: 'auto', fontSize: vars.fontSize.small }),
])

/** The shortcut, in the desktop bar, where a keyboard is likely. */
export const shortcut = style([
  {
    display: 'none',
    whiteSpace: 'nowrap',
    marginLeft: vars.space.xsmall,
    paddingInline: vars.space.xxsmall,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    color: vars.color.textMuted,
    fontFamily: vars.font.text,
    fontSize: vars.fontSize.xsmall,
    lineHeight: vars.lineHeight.standard,
  },
  roomForTextStyle('headerBar', { display: 'inline' }),
])
