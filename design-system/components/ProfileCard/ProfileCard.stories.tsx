import type { Story, StoryDefault } from '@ladle/react'
import { samplePeople } from '../../docs/fixtures'
import * as styles from '../Card/Card.story.css'
import { ProfileCard, type ProfileCardProps } from './ProfileCard'

export default { title: 'Content/ProfileCard' } satisfies StoryDefault

const { founder: leader, partnerships: partnerLead } = samplePeople

const founder: ProfileCardProps = {
  name: leader.name,
  role: leader.role,
  bio: 'A serial founder and inventor with 17 years of building AI systems, leading research into checkpoint analysis and the product built on it.',
  profile: { href: leader.profileUrl, label: `${leader.name} on LinkedIn` },
}

const partnerships: ProfileCardProps = {
  name: partnerLead.name,
  role: partnerLead.role,
  bio: 'Leads partnerships and channels, turning weight-level control into programs that defense, government and industry buyers can procure.',
  profile: { href: partnerLead.profileUrl, label: `${partnerLead.name} on LinkedIn` },
}

export const Single: Story = () => (
  <div className={styles.single}>
    <ProfileCard {...founder} />
  </div>
)
Single.meta = { alsoOnDark: true }

// Two bios of different lengths: the profile links still line up.
export const Pair: Story = () => (
  <div className={styles.grid}>
    <ProfileCard {...founder} />
    <ProfileCard {...partnerships} bio={`${partnerships.bio} ${partnerships.bio}`} />
  </div>
)
Pair.meta = { responsive: true }

export const LongUnbrokenName: Story = () => (
  <div className={styles.single}>
    <ProfileCard {...founder} name="Bartholomew-Featherstonehaugh-Worthington" role="Chief Interpretability Officer and Co-Founder" />
  </div>
)
