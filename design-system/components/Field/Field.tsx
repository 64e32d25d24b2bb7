import { useId, type ChangeEventHandler, type ReactNode } from 'react'
import { visuallyHidden } from '../../styles/visuallyHidden.css'
import { Icon } from '../Icon/Icon'
import * as styles from './Field.css'

type InputType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'number'

/** What every field shares: a visible label, an optional hint and an optional error message. */
export interface FieldBaseProps {
  label: ReactNode
  name: string
  /** Defaults to a generated id; pass one when something outside must point at the control. */
  id?: string
  hint?: ReactNode
  /** When set, the control is marked invalid and the message is announced with it. */
  error?: string
  required?: boolean
  disabled?: boolean
}

export interface InputProps extends FieldBaseProps {
  type?: InputType
  value?: string
  defaultValue?: string
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search'
  onChange?: ChangeEventHandler<HTMLInputElement>
}

export interface TextareaProps extends FieldBaseProps {
  value?: string
  defaultValue?: string
  placeholder?: string
  rows?: number
  onChange?: ChangeEventHandler<HTMLTextAreaElement>
}

export interface SelectOption {
  value: string
  label: string
}

export interface SelectProps extends FieldBaseProps {
  options: readonly SelectOption[]
  /** An empty first option, e.g. "Choose an industry". */
  placeholder?: string
  value?: string
  defaultValue?: string
  autoComplete?: string
  onChange?: ChangeEventHandler<HTMLSelectElement>
}

/** Joins the ids of whatever messages exist, or undefined so no empty attribute is rendered. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id))
  return present.length > 0 ? present.join(' ') : undefined
}

interface FieldIds {
  id: string
  hintId: string | undefined
  errorId: string | undefined
}

function useFieldIds({ id, hint, error }: Pick<FieldBaseProps, 'id' | 'hint' | 'error'>): FieldIds {
  const generated = useId()
  const controlId = id ?? generated
  return {
    id: controlId,
    hintId: hint ? `${controlId}-hint` : undefined,
    errorId: error ? `${controlId}-error` : undefined,
  }
}

/** Attributes every control gets from its field: the wiring screen readers rely on. */
function controlAttributes(props: FieldBaseProps, ids: FieldIds) {
  return {
    id: ids.id,
    name: props.name,
    required: props.required,
    disabled: props.disabled,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(ids.hintId, ids.errorId),
  } as const
}

function RequiredMarker() {
  // The `required` attribute is what assistive technology announces; the star is for sighted users.
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  )
}

function Messages({ hint, error, ids }: { hint: ReactNode; error: string | undefined; ids: FieldIds }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          <span className={visuallyHidden}>Error: </span>
          {error}
        </p>
      ) : null}
    </>
  )
}

function FieldShell({ props, ids, children }: { props: FieldBaseProps; ids: FieldIds; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={ids.id} className={styles.label}>
        {props.label}
        {props.required ? <RequiredMarker /> : null}
      </label>
      <Messages hint={props.hint} error={props.error} ids={ids} />
      {children}
    </div>
  )
}

export function Input(props: InputProps) {
  const ids = useFieldIds(props)
  return (
    <FieldShell props={props} ids={ids}>
      <input
        {...controlAttributes(props, ids)}
        className={styles.control}
        type={props.type ?? 'text'}
        value={props.value}
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        onChange={props.onChange}
      />
    </FieldShell>
  )
}

export function Textarea(props: TextareaProps) {
  const ids = useFieldIds(props)
  return (
    <FieldShell props={props} ids={ids}>
      <textarea
        {...controlAttributes(props, ids)}
        className={`${styles.control} ${styles.textarea}`}
        rows={props.rows ?? 5}
        value={props.value}
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        onChange={props.onChange}
      />
    </FieldShell>
  )
}

export function Select(props: SelectProps) {
  const ids = useFieldIds(props)
  return (
    <FieldShell props={props} ids={ids}>
      <span className={styles.selectWrap}>
        <select
          {...controlAttributes(props, ids)}
          className={`${styles.control} ${styles.select}`}
          value={props.value}
          defaultValue={props.defaultValue}
          autoComplete={props.autoComplete}
          onChange={props.onChange}
        >
          {props.placeholder ? <option value="">{props.placeholder}</option> : null}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className={styles.selectIcon} />
      </span>
    </FieldShell>
  )
}

// Shared with Checkbox.tsx, which sits apart so that its styles ship only where a checkbox is used.
export { controlAttributes, Messages, RequiredMarker, useFieldIds }
