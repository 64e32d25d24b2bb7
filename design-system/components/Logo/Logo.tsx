import * as styles from './Logo.css'

export interface LogoProps {
  /** The wordmark text. */
  brand: string
  /** The accessible name, e.g. "Tensorwright home" when the logo is a link. */
  title: string
}

const cell = 6
const gap = 2
const offset = 3
const cells = [0, 1, 2].flatMap((row) => [0, 1, 2].map((column) => ({ row, column })))

/** The mark (a 3x3 weight matrix with a lit T, as in /favicon.svg) and the wordmark; colours follow the theme. */
export function Logo({ brand, title }: LogoProps) {
  return (
    <svg role="img" aria-label={title} width={148} height={28} viewBox="0 0 148 28" className={styles.root}>
      {cells.map(({ row, column }) => (
        <rect
          key={`${row}-${column}`}
          className={row === 0 || column === 1 ? styles.litCell : styles.dimCell}
          x={offset + column * (cell + gap)}
          y={offset + row * (cell + gap)}
          width={cell}
          height={cell}
          rx={1}
        />
      ))}
      {/* textLength pins the width whatever font the page falls back to. */}
      <text className={styles.wordmark} x={33} y={20} fill="currentColor" fontSize={18} letterSpacing={-0.2} textLength={112} lengthAdjust="spacingAndGlyphs">
        {brand}
      </text>
    </svg>
  )
}
