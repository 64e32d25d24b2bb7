import type { MouseEventHandler, ReactNode } from 'react'
import { visuallyHidden } from '../../styles/visuallyHidden.css'
import { Icon, type IconName } from '../Icon/Icon'
import { newTabAttributes, newTabHint, opensInNewTab } from '../Link/href'
import * as styles from './Button.css'
import type { ButtonSize, ButtonVariant } from './variants'

export interface ButtonLinkProps {
  href: string
  children: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  /** Decorative icon after the label. External web links always show the external icon instead. */
  icon?: IconName
  fullWidth?: boolean
  id?: string
  'aria-describedby'?: string
  onClick?: MouseEventHandler<HTMLAnchorElement>
}

/** A link that looks like a button: navigation stays an <a>, never a button with an onClick. */
export function ButtonLink({
  href,
  children,
  variant = 'solid',
  size = 'standard',
  icon,
  fullWidth = false,
  id,
  'aria-describedby': ariaDescribedBy,
  onClick,
}: ButtonLinkProps) {
  const newTab = opensInNewTab(href)
  const trailingIcon: IconName | undefined = newTab ? 'external' : icon
  return (
    <a
      href={href}
      className={styles.button({ variant, size, fullWidth })}
      id={id}
      aria-describedby={ariaDescribedBy}
      onClick={onClick}
      {...(newTab ? newTabAttributes : {})}
    >
      <span className={styles.label}>
        {children}
        {newTab ? <span className={visuallyHidden}>{newTabHint}</span> : null}
      </span>
      {trailingIcon ? <Icon name={trailingIcon} size="small" className={styles.icon} /> : null}
    </a>
  )
}
