import { Chip } from '../Chip/Chip'
import * as styles from './ChipGroup.css'

export interface ChipGroupProps<Option extends string> {
  /** Names the group for screen readers, e.g. "Filter posts by category". */
  label: string
  options: readonly Option[]
  /** Exactly one option is pressed at a time. */
  selected: Option
  onSelect: (option: Option) => void
  /** The id of the region the chips filter. */
  controls?: string
}

/** A single-choice filter: a labelled group of toggle chips, one pressed. */
export function ChipGroup<Option extends string>({ label, options, selected, onSelect, controls }: ChipGroupProps<Option>) {
  return (
    <div role="group" aria-label={label} className={styles.root}>
      {options.map((option) => (
        <Chip key={option} pressed={option === selected} onClick={() => onSelect(option)} aria-controls={controls}>
          {option}
        </Chip>
      ))}
    </div>
  )
}
