import usage from 'virtual:component-usage'
import * as styles from './foundations/foundations.css'

/** The generated list of pages and components that import `component`, for its usage page. */
export function UsedBy({ component }: { component: string }) {
  const files = usage[component] ?? []
  if (files.length === 0) return <p>No page or component imports it yet.</p>
  return (
    <ul>
      {files.map((file) => (
        <li key={file}>
          <code className={styles.mono}>{file}</code>
        </li>
      ))}
    </ul>
  )
}

/** A rendered example on a usage page, with the spacing of a story. */
export function Example({ children }: { children: React.ReactNode }) {
  return <div className={styles.example}>{children}</div>
}

/** Gives a layout component in an `Example` the full width, so its columns or centring show true. */
export function FullWidth({ children }: { children: React.ReactNode }) {
  return <div className={styles.exampleFullWidth}>{children}</div>
}
