import { useId, useState, type KeyboardEvent, type Ref } from 'react'
import { Badge } from '../Badge/Badge'
import { ChipGroup } from '../ChipGroup/ChipGroup'
import { Link } from '../Link/Link'
import * as styles from './SearchPanel.css'

/** Nothing typed yet; the index loading; results; none; the index failed to load. */
export type SearchPanelStatus = 'idle' | 'loading' | 'results' | 'no-results' | 'failed'

/** A run of an excerpt; `marked` runs are the words that matched. */
export interface ExcerptPart {
  text: string
  marked: boolean
}

export interface SearchResultView {
  href: string
  title: string
  excerpt: readonly ExcerptPart[]
  /** "Article", "White paper" or "Page". */
  kind: string
  /** An article's category. */
  category?: string
  /** An article's date, machine-readable and written out. */
  date?: { dateTime: string; text: string }
}

export interface SearchFilterView {
  /** Names the group of chips, e.g. "Show". */
  label: string
  options: readonly string[]
  selected: string
  onSelect: (option: string) => void
}

interface LinkView {
  label: string
  href: string
}

export interface SearchPanelProps {
  /** The field's visible label. */
  label: string
  placeholder?: string
  query: string
  onQueryChange: (query: string) => void
  status: SearchPanelStatus
  /** Shown while `status` is "results". */
  results: readonly SearchResultView[]
  /** The status line, announced politely as it changes: a hint, loading, the count, no results or the failure. */
  message: string
  /** Offered with no results and when the index fails: the page that lists everything. */
  fullList: LinkView
  /** Offered under the results, e.g. every result on the search page. */
  more?: LinkView
  filters?: readonly SearchFilterView[]
  /** Enter on the field opens the active result (the first if none is active): navigate there. */
  onOpenResult: (result: SearchResultView) => void
  /** A result's link was followed with the pointer; the link itself navigates. */
  onFollowResult?: (result: SearchResultView) => void
  inputRef?: Ref<HTMLInputElement>
}

/**
 * Site search as the WAI-ARIA combobox pattern: a field that keeps focus while the arrow keys move through a listbox
 * of results (`aria-activedescendant`), Enter opening one. Each result is a link with the option role, so a pointer,
 * a middle click or "open in new tab" work as on any link. Shown in `SearchDialog` and on the search page.
 */
export function SearchPanel({
  label,
  placeholder,
  query,
  onQueryChange,
  status,
  results,
  message,
  fullList,
  more,
  filters = [],
  onOpenResult,
  onFollowResult,
  inputRef,
}: SearchPanelProps) {
  const id = useId()
  const inputId = `${id}-input`
  const listboxId = `${id}-results`
  const optionId = (index: number) => `${id}-result-${index}`
  // Kept with the results it points into, so new results start with none active, without an effect.
  const [active, setActive] = useState<{ results: readonly SearchResultView[]; index: number }>({ results, index: -1 })
  const shown = status === 'results' ? results : []
  const activeIndex = active.results === results && active.index < shown.length ? active.index : -1

  function move(index: number) {
    setActive({ results, index })
    document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (shown.length === 0) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      move(activeIndex + 1 >= shown.length ? 0 : activeIndex + 1)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      move(activeIndex <= 0 ? shown.length - 1 : activeIndex - 1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const result = shown[Math.max(activeIndex, 0)]
      if (result) onOpenResult(result)
    }
  }

  const offerFullList = status === 'no-results' || status === 'failed'
  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={shown.length > 0 ? listboxId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        placeholder={placeholder}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {filters.length > 0 ? (
        <div className={styles.filters}>
          {filters.map((filter) => (
            <ChipGroup key={filter.label} label={filter.label} options={filter.options} selected={filter.selected} onSelect={filter.onSelect} />
          ))}
        </div>
      ) : null}
      <p role="status" className={styles.message}>
        {message}
      </p>
      {offerFullList ? (
        <p className={styles.fullList}>
          <Link href={fullList.href} variant="standalone" icon="arrow-right" className={styles.panelLink}>
            {fullList.label}
          </Link>
        </p>
      ) : null}
      {shown.length > 0 ? (
        <div role="listbox" id={listboxId} aria-label={label} className={styles.results}>
          {shown.map((result, index) => (
            <a
              key={result.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              href={result.href}
              tabIndex={-1}
              className={styles.result}
              onClick={() => onFollowResult?.(result)}
            >
              {/* Named by all it shows, title first (WCAG 2.5.3); the spaces keep the name's words apart, the layout
                  draws them. */}
              <span className={styles.title}>{result.title}</span>{' '}
              <span className={styles.facts}>
                <Badge tone="accent" size="compact">
                  {result.kind}
                </Badge>{' '}
                {result.category ? <span>{result.category}</span> : null}{' '}
                {result.date ? <time dateTime={result.date.dateTime}>{result.date.text}</time> : null}
              </span>{' '}
              <span className={styles.excerpt}>
                {result.excerpt.map((part, partIndex) =>
                  part.marked ? (
                    <mark key={partIndex} className={styles.mark}>
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </span>
            </a>
          ))}
        </div>
      ) : null}
      {more && shown.length > 0 ? (
        <p className={styles.more}>
          <Link href={more.href} variant="standalone" icon="arrow-right" className={styles.panelLink}>
            {more.label}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
