import type { Story, StoryDefault } from '@ladle/react'
import { sampleLeadFormCopy, sampleLeadForms } from '../LeadForm/fixtures'
import { Link } from '../Link/Link'
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary'
import * as styles from './ErrorSummary.story.css'

export default { title: 'Forms/ErrorSummary' } satisfies StoryDefault

const [firstName, , email] = sampleLeadForms.shared.fields
const errors: ErrorSummaryItem[] = [
  { href: '#firstname', text: firstName!.messages.required },
  { href: '#email', text: email!.messages.invalid! },
]

const notSent = (
  <>
    <p>{sampleLeadFormCopy.failure.reasons.network}</p>
    <p>
      {sampleLeadFormCopy.failure.keptValues} <Link href={sampleLeadFormCopy.failure.link.href}>{sampleLeadFormCopy.failure.link.label}</Link>
    </p>
  </>
)

// Stories render side by side in the snapshot suite; none of them should steal focus from the page.
export const FieldErrors: Story = () => (
  <div className={styles.frame}>
    <ErrorSummary title={sampleLeadFormCopy.errorSummaryTitle} errors={errors} focusOnMount={false} />
  </div>
)
FieldErrors.meta = { alsoOnDark: true }

export const FormLevelMessage: Story = () => (
  <div className={styles.frame}>
    <ErrorSummary title={sampleLeadFormCopy.failure.title} focusOnMount={false}>
      {notSent}
    </ErrorSummary>
  </div>
)
FormLevelMessage.meta = { alsoOnDark: true }

export const Focused: Story = () => (
  <div className={styles.frame}>
    <ErrorSummary title={sampleLeadFormCopy.errorSummaryTitle} errors={errors} />
  </div>
)

export const LongUnbrokenText: Story = () => (
  <div className={styles.frame}>
    <ErrorSummary
      title={sampleLeadFormCopy.errorSummaryTitle}
      errors={[{ href: '#email', text: 'Enter-an-email-address-in-the-correct-format-like-ada.okafor.principal.engineer@brackwater-robotics.example' }]}
      focusOnMount={false}
    />
  </div>
)
