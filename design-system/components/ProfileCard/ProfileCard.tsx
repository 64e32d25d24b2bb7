import * as card from '../Card/card.css'
import { Link } from '../Link/Link'
import * as styles from './ProfileCard.css'

export interface ProfileCardProps {
  name: string
  role: string
  bio: string
  /** The person's public profile on another site; it opens in a new tab, and says so. */
  profile: { href: string; label: string }
  headingLevel?: 2 | 3 | 4
}

/** A leader's bio: name, role, a paragraph, and a link out to their profile. */
export function ProfileCard({ name, role, bio, profile, headingLevel = 3 }: ProfileCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={[card.surface, styles.root].join(' ')}>
      <div className={styles.header}>
        <Heading className={styles.name}>{name}</Heading>
        <p className={styles.role}>{role}</p>
      </div>
      <p className={styles.bio}>{bio}</p>
      <div className={styles.footer}>
        <Link href={profile.href} variant="standalone">
          {profile.label}
        </Link>
      </div>
    </article>
  )
}
