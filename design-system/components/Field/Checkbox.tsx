import type { ChangeEventHandler } from 'react'
import * as styles from './Checkbox.css'
import { controlAttributes, Messages, RequiredMarker, useFieldIds, type FieldBaseProps } from './Field'
import * as fieldStyles from './Field.css'

export interface CheckboxProps extends FieldBaseProps {
  value?: string
  checked?: boolean
  defaultChecked?: boolean
  onChange?: ChangeEventHandler<HTMLInputElement>
}

export function Checkbox(props: CheckboxProps) {
  const ids = useFieldIds(props)
  return (
    <div className={fieldStyles.field}>
      <div className={styles.checkboxRow}>
        <input
          {...controlAttributes(props, ids)}
          type="checkbox"
          className={styles.checkbox}
          value={props.value}
          checked={props.checked}
          defaultChecked={props.defaultChecked}
          onChange={props.onChange}
        />
        <label htmlFor={ids.id} className={styles.checkboxLabel}>
          {props.label}
          {props.required ? <RequiredMarker /> : null}
        </label>
      </div>
      {props.hint || props.error ? (
        <div className={styles.checkboxMessages}>
          <Messages hint={props.hint} error={props.error} ids={ids} />
        </div>
      ) : null}
    </div>
  )
}
