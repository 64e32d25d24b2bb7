import type { Story, StoryDefault } from '@ladle/react'
import { sampleLeadFormCopy, sampleNoScript } from '../LeadForm/fixtures'
import { LeadFormSlot } from '../LeadForm/LeadFormSlot'
import { FormPanel, type FormPanelProps } from './FormPanel'
import * as styles from './FormPanel.story.css'

export default { title: 'Forms/FormPanel' } satisfies StoryDefault<FormPanelProps>

const panel = { heading: 'Send us a message', intro: 'An engineer reads every message and replies within one business day.' }

/** Without JavaScript the slot shows its e-mail notice, so the panel is never empty. */
export const OnLight: Story = () => (
  <div className={styles.frame}>
    <FormPanel {...panel} headingId="light-form-heading">
      <LeadFormSlot id="light-form" state="loading" loadingLabel={sampleLeadFormCopy.loading} noScript={sampleNoScript} />
    </FormPanel>
  </div>
)
OnLight.meta = { alsoOnDark: true }

export const LongUnbrokenHeading: Story = () => (
  <div className={styles.frame}>
    <FormPanel heading="Request-a-checkpoint-native-weight-level-controls-demonstration" headingId="long-form-heading" intro={panel.intro}>
      <LeadFormSlot id="long-form" state="loading" loadingLabel={sampleLeadFormCopy.loading} noScript={sampleNoScript} />
    </FormPanel>
  </div>
)
