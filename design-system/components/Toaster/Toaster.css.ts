import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../themes/vars.css'

// Sonner styles toasts through its own custom properties; this selector out-ranks
// its `[data-sonner-toaster][data-sonner-theme=...]` defaults without !important.
export const root = style({
  selectors: {
    '&[data-sonner-toaster][data-sonner-theme]': {
      vars: {
        '--normal-bg': vars.color.surfaceRaised,
        '--normal-border': vars.color.borderStrong,
        '--normal-text': vars.color.text,
        '--border-radius': vars.radius.medium,
      },
      fontFamily: vars.font.text,
      zIndex: vars.zIndex.toast,
    },
  },
})

export const toast = style({
  selectors: {
    [`${root} &[data-sonner-toast][data-styled="true"]`]: {
      gap: vars.space.small,
      padding: vars.space.medium,
      boxShadow: vars.shadow.medium,
      fontSize: vars.fontSize.small,
    },
    // Sonner rings a focused toast with a faint box-shadow, which forced colours drop: the site's own ring instead.
    [`${root} &[data-sonner-toast]:focus-visible`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
})

export const title = style({
  selectors: {
    [`${root} ${toast} &[data-title]`]: {
      color: vars.color.heading,
      fontWeight: vars.fontWeight.semibold,
      fontSize: vars.fontSize.standard,
      lineHeight: vars.lineHeight.snug,
    },
  },
})

export const description = style({})

// Sonner hard-codes a grey for descriptions; the theme's muted text keeps AA contrast.
globalStyle(`${root} ${toast} [data-description].${description}`, {
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
})

export const icon = style({
  selectors: { [`${root} ${toast} &[data-icon]`]: { color: vars.color.success } },
})

export const closeButton = style({
  selectors: {
    // 24px meets the WCAG 2.5.8 minimum target size.
    [`${root} ${toast} &[data-close-button]`]: {
      width: `calc(${vars.layout.iconStandard} + ${vars.space.xxsmall})`,
      height: `calc(${vars.layout.iconStandard} + ${vars.space.xxsmall})`,
      color: vars.color.text,
      background: vars.color.surfaceRaised,
      borderColor: vars.color.borderStrong,
    },
    [`${root} ${toast}:hover &[data-close-button]:hover`]: {
      color: vars.color.heading,
      background: vars.color.accentSoft,
      borderColor: vars.color.accent,
    },
  },
})
