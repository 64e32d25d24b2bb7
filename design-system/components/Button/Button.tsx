import type { MouseEventHandler, ReactNode } from 'react'
import { Icon, type IconName } from '../Icon/Icon'
import * as styles from './Button.css'
import type { ButtonSize, ButtonVariant } from './variants'

export { buttonSizes, buttonVariants } from './variants'

export interface ButtonProps {
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  /** Decorative icon after the label. */
  icon?: IconName
  fullWidth?: boolean
  type?: 'button' | 'submit' | 'reset'
  disabled?: boolean
  onClick?: MouseEventHandler<HTMLButtonElement>
  id?: string
  'aria-expanded'?: boolean
  'aria-controls'?: string
  'aria-pressed'?: boolean
  'aria-describedby'?: string
}

export function Button({
  children,
  variant = 'solid',
  size = 'standard',
  icon,
  fullWidth = false,
  type = 'button',
  disabled,
  onClick,
  id,
  'aria-expanded': ariaExpanded,
  'aria-controls': ariaControls,
  'aria-pressed': ariaPressed,
  'aria-describedby': ariaDescribedBy,
}: ButtonProps) {
  return (
    <button
      // A form's submit must be asked for: the default `submit` would post any enclosing form.
      type={type}
      className={styles.button({ variant, size, fullWidth })}
      disabled={disabled}
      onClick={onClick}
      id={id}
      aria-expanded={ariaExpanded}
      aria-controls={ariaControls}
      aria-pressed={ariaPressed}
      aria-describedby={ariaDescribedBy}
    >
      <span className={styles.label}>{children}</span>
      {icon ? <Icon name={icon} size="small" className={styles.icon} /> : null}
    </button>
  )
}
