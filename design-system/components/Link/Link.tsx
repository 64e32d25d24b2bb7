import type { MouseEventHandler, ReactNode } from 'react'
import { visuallyHidden } from '../../styles/visuallyHidden.css'
import { Icon, type IconName } from '../Icon/Icon'
import { newTabAttributes, newTabHint, opensInNewTab } from './href'
import * as styles from './Link.css'
import type { LinkVariant } from './variants'

export { linkVariants } from './variants'

export interface LinkProps {
  href: string
  children: ReactNode
  variant?: LinkVariant
  /** Trailing decorative icon. External web links always show the external icon instead. */
  icon?: IconName
  id?: string
  'aria-current'?: 'page' | 'location' | 'step' | 'true'
  'aria-describedby'?: string
  /** For closing a menu when an item is chosen; navigation itself stays a plain link. */
  onClick?: MouseEventHandler<HTMLAnchorElement>
  /** For positioning by a parent component only. */
  className?: string
}

export function Link({
  href,
  children,
  variant = 'inline',
  icon,
  id,
  'aria-current': ariaCurrent,
  'aria-describedby': ariaDescribedBy,
  onClick,
  className,
}: LinkProps) {
  const newTab = opensInNewTab(href)
  const trailingIcon: IconName | undefined = newTab ? 'external' : icon
  const classes = className ? `${styles.link({ variant })} ${className}` : styles.link({ variant })
  return (
    <a
      href={href}
      className={classes}
      id={id}
      aria-current={ariaCurrent}
      aria-describedby={ariaDescribedBy}
      onClick={onClick}
      {...(newTab ? newTabAttributes : {})}
    >
      {children}
      {newTab ? <span className={visuallyHidden}>{newTabHint}</span> : null}
      {trailingIcon ? <Icon name={trailingIcon} className={styles.icon} /> : null}
    </a>
  )
}
