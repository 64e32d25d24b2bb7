import { vars } from '../themes/vars.css'

/**
 * A square outlined button that holds one icon, a touch target in size: the header's menu button and the search
 * dialog's close button. A style rule to spread, so a component adds its own display and selectors to it.
 */
export const iconButton = {
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.layout.touchTarget,
  height: vars.layout.touchTarget,
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.heading,
  cursor: 'pointer',
} as const

export const iconButtonHover = { '&:hover': { background: vars.color.surfaceRaised } } as const
