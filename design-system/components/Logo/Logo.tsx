import { site } from '../../../content/site'

export const logoTones = ['light', 'dark'] as const
export type LogoTone = (typeof logoTones)[number]

export interface LogoProps {
  /** `dark` for light surfaces, `light` for dark ones; only the accent changes, the rest follows `color`. */
  tone?: LogoTone
  title: string
}

// The lit cells must keep 3:1 non-text contrast on their surface (WCAG 1.4.11).
const accent: Record<LogoTone, string> = { dark: '#0f766e', light: '#2de2c4' }

const cell = 6
const gap = 2
const offset = 3
const cells = [0, 1, 2].flatMap((row) => [0, 1, 2].map((column) => ({ row, column })))

/** The mark (a 3x3 weight matrix with a lit T, as in /favicon.svg) and the wordmark. */
export function Logo({ tone = 'dark', title }: LogoProps) {
  return (
    <svg
      role="img"
      aria-label={title}
      width={148}
      height={28}
      viewBox="0 0 148 28"
      data-tone={tone}
      style={{ display: 'block', overflow: 'visible' }}
    >
      {cells.map(({ row, column }) => {
        const lit = row === 0 || column === 1
        return (
          <rect
            key={`${row}-${column}`}
            x={offset + column * (cell + gap)}
            y={offset + row * (cell + gap)}
            width={cell}
            height={cell}
            rx={1}
            fill={lit ? accent[tone] : 'currentColor'}
            fillOpacity={lit ? 1 : 0.3}
          />
        )
      })}
      {/* textLength pins the width whatever font the page falls back to. */}
      <text
        x={33}
        y={20}
        fill="currentColor"
        fontSize={18}
        fontWeight={650}
        letterSpacing={-0.2}
        textLength={112}
        lengthAdjust="spacingAndGlyphs"
      >
        {site.brand}
      </text>
    </svg>
  )
}
