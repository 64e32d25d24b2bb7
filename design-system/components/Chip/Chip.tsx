import type { MouseEventHandler, ReactNode } from 'react'
import { Icon } from '../Icon/Icon'
import * as styles from './Chip.css'

export interface ChipProps {
  children: ReactNode
  pressed: boolean
  onClick?: MouseEventHandler<HTMLButtonElement>
  disabled?: boolean
  id?: string
  /** The id of the list or region this chip filters. */
  'aria-controls'?: string
}

/** A toggle button for filters; its state is aria-pressed, shown by fill and a check mark, not colour alone. */
export function Chip({ children, pressed, onClick, disabled, id, 'aria-controls': ariaControls }: ChipProps) {
  return (
    <button
      type="button"
      className={styles.root}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      id={id}
      aria-controls={ariaControls}
    >
      {pressed ? <Icon name="check" size="small" /> : null}
      <span className={styles.label}>{children}</span>
    </button>
  )
}
