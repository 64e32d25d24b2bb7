import type { CarouselLogo } from './LogoCarousel'
import * as styles from './LogoCarousel.css'

/** A partner's logo in the grayscale treatment the carousel and the logo wall share; it loads only as it nears the screen. */
export function LogoImage({ image }: Pick<CarouselLogo, 'image'>) {
  return (
    <img
      className={styles.logoImage}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  )
}
