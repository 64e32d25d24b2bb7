// SPEC §2 Home "Trusted-by strip": one testimonial and the partner logos, looped by the carousel (carousel.json,
// checked against ./carousel.schema). Every organisation and person here is fictional.
import copyFile from './carousel.json' with { type: 'json' }
import type { CarouselCopy } from './carousel.schema'
import type { CarouselItem } from './schema'
import { withTokens } from './tokens'

const copy: CarouselCopy = withTokens(copyFile)

/** Where the partners' logos are, under the content folder, and their URL under the site. */
export const partnerLogosFolder = 'images/partners'

/** A partner's logo file: its name in lower case, words joined by hyphens. */
export const partnerLogoFile = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.svg`

/** The size a logo is drawn at, so the strip keeps its height. */
export const partnerLogoSize = { width: 200, height: 64 } as const

function logo({ name, url }: CarouselCopy['logos'][number]): CarouselItem {
  return { type: 'logo', name, url, image: { src: `/${partnerLogosFolder}/${partnerLogoFile(name)}`, alt: `${name} logo`, ...partnerLogoSize } }
}

export const trustedBy: readonly CarouselItem[] = [{ type: 'testimonial', ...copy.testimonial }, ...copy.logos.map(logo)]
