import type { ReactNode } from 'react'
import { darkTheme, lightTheme } from '../../themes/themes.css'
import * as styles from './Section.css'
import type { SectionSpace, SectionTone } from './variants'

export { sectionSpaces, type SectionSpace, sectionTones, type SectionTone } from './variants'

export interface SectionProps {
  children: ReactNode
  /** Vertical padding, responsive. */
  space?: SectionSpace
  /** `dark` re-themes everything inside; `light`/`sunken` reset to the light theme, even inside a dark parent. */
  tone?: SectionTone
  /** A thin top border, for two sections of the same tone in a row. */
  divider?: boolean
  /** A #hash target. */
  id?: string
  /** The id of the section's heading; names the region for assistive technology. */
  labelledBy?: string
}

export function Section({ children, space = 'standard', tone = 'light', divider = false, id, labelledBy }: SectionProps) {
  const theme = tone === 'dark' ? darkTheme : lightTheme
  return (
    <section className={`${theme} ${styles.section({ space, tone, divider })}`} id={id} aria-labelledby={labelledBy}>
      {children}
    </section>
  )
}
