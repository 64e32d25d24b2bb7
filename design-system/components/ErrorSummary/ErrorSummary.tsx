import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { Heading } from '../Heading/Heading'
import * as styles from './ErrorSummary.css'

export interface ErrorSummaryItem {
  /** `#` and the id of the control the message belongs to. */
  href: `#${string}`
  text: string
}

export interface ErrorSummaryProps {
  title: string
  /** One link per invalid field, in the order of the form. */
  errors?: readonly ErrorSummaryItem[]
  /** A message that belongs to no single field, e.g. why a form was not sent. */
  children?: ReactNode
  /**
   * Moves focus here when the summary appears (GOV.UK), so keyboard and screen-reader
   * users land on it after a failed submit. Give the summary a new `key` per attempt
   * to move focus again when the same errors come back.
   */
  focusOnMount?: boolean
}

/** Scrolls the field's label into view (GOV.UK): the field alone would hide its question above the fold. */
function focusControl(event: MouseEvent<HTMLAnchorElement>, href: string) {
  const control = document.getElementById(href.slice(1))
  if (!control) return
  event.preventDefault()
  const label = document.querySelector(`label[for="${control.id}"]`)
  ;(label ?? control).scrollIntoView()
  control.focus({ preventScroll: true })
}

/** GOV.UK's error summary: what went wrong, at the top of the form, each item linking to its field. */
export function ErrorSummary({ title, errors = [], children, focusOnMount = true }: ErrorSummaryProps) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOnMount) root.current?.focus()
  }, [focusOnMount])

  return (
    <div ref={root} className={styles.root} tabIndex={-1}>
      {/* The alert role announces the summary even where focus alone would not (GOV.UK). */}
      <div role="alert" className={styles.body}>
        <Heading level={2} size="small">
          {title}
        </Heading>
        {children ? <div className={styles.description}>{children}</div> : null}
        {errors.length > 0 ? (
          <ul className={styles.list}>
            {errors.map((error) => (
              <li key={error.href}>
                <a href={error.href} className={styles.link} onClick={(event) => focusControl(event, error.href)}>
                  {error.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
