import { style } from '@vanilla-extract/css'
import { iconButton, iconButtonHover } from '../../styles/iconButton'
import { responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'

/** The whole screen on a phone; from tablet up a panel near the top, as wide as prose. */
export const root = style([
  {
    width: '100%',
    maxWidth: '100%',
    height: '100%',
    maxHeight: '100%',
    margin: 0,
    padding: 0,
    border: 0,
    background: vars.color.surface,
    color: vars.color.text,
    overflow: 'hidden',
    selectors: {
      '&[open]': { display: 'flex', flexDirection: 'column' },
      // The page behind, dimmed: the text colour at half strength reads as a shade on either theme.
      '&::backdrop': { background: vars.color.text, opacity: 0.5 },
    },
  },
  responsiveStyle({
    tablet: {
      width: vars.layout.proseWidth,
      maxWidth: `calc(100% - 2 * ${vars.space.large})`,
      height: 'auto',
      maxHeight: `calc(100dvh - 2 * ${vars.space.xxlarge})`,
      marginInline: 'auto',
      marginBlockStart: vars.space.xxlarge,
      border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      boxShadow: vars.shadow.medium,
    },
  }),
])

export const content = style([
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.small,
    flex: '1 1 auto',
    minHeight: 0,
    padding: vars.space.medium,
  },
  responsiveStyle({ tablet: { padding: vars.space.large } }),
])

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
})

export const title = style({
  margin: 0,
  color: vars.color.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
})

export const close = style({ ...iconButton, display: 'inline-flex', flexShrink: 0, selectors: iconButtonHover })
