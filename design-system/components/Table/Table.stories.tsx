import type { Story, StoryDefault } from '@ladle/react'
import { Table, type TableColumn } from './Table'

export default { title: 'Content/Table' } satisfies StoryDefault

type CookieColumn = 'name' | 'purpose' | 'expiration'

const columns: TableColumn<CookieColumn>[] = [
  { key: 'name', header: 'Name' },
  { key: 'purpose', header: 'Purpose' },
  { key: 'expiration', header: 'Expiration' },
]

const analyticsCookies: Record<CookieColumn, string>[] = [
  { name: '_ga', purpose: 'Distinguishes visitors so page views can be counted.', expiration: '2 years' },
  { name: '_ga_*', purpose: 'Keeps the state of a browsing session for analytics.', expiration: '1 year' },
]

export const CookieTable: Story = () => (
  <Table caption="Analytics cookies" columns={columns} rows={analyticsCookies} rowHeader="name" />
)
CookieTable.meta = { alsoOnDark: true }

export const LongUnbrokenContent: Story = () => (
  <Table
    caption="Security cookies set by the spam-prevention service on every form submission"
    columns={columns}
    rows={[
      {
        name: 'rc::c_session_verification_token_for_embedded_forms',
        purpose: 'https://captcha.example/verification/policies/cookie-usage-and-retention-for-form-protection',
        expiration: 'Session',
      },
      { name: 'rc::a', purpose: 'Tells people and automated traffic apart.', expiration: 'Persistent' },
    ]}
    rowHeader="name"
  />
)
