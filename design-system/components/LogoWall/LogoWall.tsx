import { plainList } from '../../styles/list'
import type { CarouselLogo } from '../LogoCarousel/LogoCarousel'
// The same grayscale logo treatment as the carousel's still row, declared once there.
import * as styles from '../LogoCarousel/LogoCarousel.css'
import { LogoImage } from '../LogoCarousel/LogoImage'

export interface LogoWallProps {
  logos: readonly CarouselLogo[]
  /** Names the list for assistive technology, e.g. the heading above it. */
  label: string
}

/** Partner logos in a still, wrapping, centred row: the carousel's look without its motion or its script. */
export function LogoWall({ logos, label }: LogoWallProps) {
  return (
    <ul {...plainList} aria-label={label} className={styles.staticList}>
      {logos.map((logo) => (
        <li key={logo.name} className={styles.logo}>
          <LogoImage image={logo.image} />
        </li>
      ))}
    </ul>
  )
}
