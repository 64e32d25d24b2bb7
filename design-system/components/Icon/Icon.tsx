import * as styles from './Icon.css'
import { iconPaths, type IconName } from './icons'
import type { IconSize } from './variants'

export { iconSizes } from './variants'

export { iconNames, type IconName } from './icons'

export interface IconProps {
  name: IconName
  size?: IconSize
  /** Makes the icon meaningful (role="img"); without it the icon is decorative and hidden. */
  label?: string
  /** For positioning by a parent component only. */
  className?: string
}

export function Icon({ name, size = 'standard', label, className }: IconProps) {
  const classes = className ? `${styles.icon({ size })} ${className}` : styles.icon({ size })
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': 'true', focusable: 'false' } as const)
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      {...a11y}
    >
      {iconPaths[name]}
    </svg>
  )
}
