import { useId, useState, type ReactNode } from 'react'
import * as styles from './Switch.css'

export interface SwitchProps {
  label: ReactNode
  /** Extra context read after the label, e.g. what the cookie category does. */
  description?: ReactNode
  /** Controlled state; leave undefined and use `defaultChecked` for an uncontrolled switch. */
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  /**
   * Always on and cannot be changed (SPEC §5: functional cookies cannot be turned off).
   * It stays focusable so keyboard and screen-reader users still learn why.
   */
  locked?: boolean
  /** Shown beside a locked switch. */
  lockedText?: string
  disabled?: boolean
  id?: string
}

export function Switch({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  locked = false,
  lockedText = 'Always on',
  disabled = false,
  id,
}: SwitchProps) {
  const generatedId = useId()
  const baseId = id ?? generatedId
  const labelId = `${baseId}-label`
  const descriptionId = description ? `${baseId}-description` : undefined
  const lockedId = locked ? `${baseId}-locked` : undefined
  const [uncontrolled, setUncontrolled] = useState(defaultChecked)
  const isOn = locked || (checked ?? uncontrolled)

  function toggle() {
    if (locked || disabled) return
    const next = !isOn
    if (checked === undefined) setUncontrolled(next)
    onCheckedChange?.(next)
  }

  return (
    <div className={styles.root}>
      <span className={styles.text}>
        {/* A real <label>, so clicking the text toggles the switch too. */}
        <label id={labelId} htmlFor={baseId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <span className={styles.control}>
        {locked ? (
          <span id={lockedId} className={styles.state}>
            {lockedText}
          </span>
        ) : null}
        <button
          type="button"
          role="switch"
          id={baseId}
          className={styles.button}
          aria-checked={isOn}
          aria-labelledby={labelId}
          aria-describedby={[lockedId, descriptionId].filter(Boolean).join(' ') || undefined}
          aria-disabled={locked || undefined}
          disabled={disabled && !locked}
          onClick={toggle}
        >
          <span className={styles.track}>
            <span className={styles.thumb} />
          </span>
        </button>
      </span>
    </div>
  )
}
