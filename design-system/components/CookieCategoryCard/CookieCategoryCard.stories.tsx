import type { Story, StoryDefault } from '@ladle/react'
import { sampleCookieCategories, samplePreferenceLabels } from '../CookieBanner/fixtures'
import { Switch } from '../Switch/Switch'
import { Table } from '../Table/Table'
import { CookieCategoryCard } from './CookieCategoryCard'
import * as styles from './CookieCategoryCard.story.css'

export default { title: 'Consent/CookieCategoryCard' } satisfies StoryDefault

const { badges, providerLabel, tableCaption, tableHeaders } = samplePreferenceLabels
const columns = [
  { key: 'name', header: tableHeaders.name },
  { key: 'purpose', header: tableHeaders.purpose },
  { key: 'expiration', header: tableHeaders.expiration },
] as const

function Category({ index, on }: { index: number; on: boolean }) {
  const category = sampleCookieCategories[index]!
  const status = category.required ? 'required' : on ? 'enabled' : 'disabled'
  return (
    <CookieCategoryCard
      title={category.title}
      headingId={`${category.id}-heading`}
      status={status}
      statusLabel={badges[status]}
      description={category.description}
      providerLabel={providerLabel}
      provider={category.provider}
      control={<Switch label={`Allow ${category.title}`} checked={on} locked={category.required} onCheckedChange={() => {}} />}
    >
      <Table caption={`${category.title}: ${tableCaption}`} columns={columns} rows={category.cookies} rowHeader="name" />
    </CookieCategoryCard>
  )
}

export const Required: Story = () => (
  <div className={styles.frame}>
    <Category index={0} on />
  </div>
)

export const Enabled: Story = () => (
  <div className={styles.frame}>
    <Category index={1} on />
  </div>
)

export const Disabled: Story = () => (
  <div className={styles.frame}>
    <Category index={2} on={false} />
  </div>
)
Disabled.meta = { alsoOnDark: true }
