import * as styles from './Quote.css'
import type { QuoteTone } from './variants'

export { quoteTones } from './variants'

export interface QuoteProps {
  /** The quoted words, without quotation marks. */
  quote: string
  author?: string
  /** Job title and organisation shown under the author. */
  role?: string
  /** URL of the quoted source, for the blockquote `cite` attribute. */
  cite?: string
  tone?: QuoteTone
}

/** A pull quote: `<figure>` with the words in a `<blockquote>` and the speaker in a `<figcaption>`. */
export function Quote({ quote, author, role, cite, tone = 'standard' }: QuoteProps) {
  return (
    <figure className={styles.quote({ tone })}>
      <blockquote cite={cite} className={styles.text({ tone })}>
        <p>{quote}</p>
      </blockquote>
      {author || role ? <Attribution author={author} role={role} /> : null}
    </figure>
  )
}

export interface TestimonialProps {
  quote: string
  author: string
  role: string
}

/** A customer quote as a card, sized by its container (the logo carousel gives it a width). */
export function Testimonial({ quote, author, role }: TestimonialProps) {
  return (
    <figure className={styles.card}>
      <blockquote className={styles.cardText}>
        <span className={styles.mark} aria-hidden="true">
          “
        </span>
        <p>{quote}</p>
      </blockquote>
      <Attribution author={author} role={role} />
    </figure>
  )
}

function Attribution({ author, role }: { author?: string | undefined; role?: string | undefined }) {
  return (
    <figcaption className={styles.caption}>
      {author ? <span className={styles.author}>{author}</span> : null}
      {role ? <span className={styles.role}>{role}</span> : null}
    </figcaption>
  )
}
