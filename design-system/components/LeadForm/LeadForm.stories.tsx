import type { Story, StoryDefault } from '@ladle/react'
import { useEffect, useState, type ReactNode } from 'react'
import { jsEnabledAttribute } from '../../styles/js'
import { darkTheme } from '../../themes/themes.css'
import { Link } from '../Link/Link'
import { sampleLeadFormCopy, sampleLeadForms, sampleNoScript, samplePaperDownload, type SampleLeadForm } from './fixtures'
import { LeadForm, type LeadFormNotice, type LeadFormProps } from './LeadForm'
import * as styles from './LeadForm.story.css'
import { LeadFormSlot } from './LeadFormSlot'

export default { title: 'Forms/LeadForm' } satisfies StoryDefault

const contact = sampleLeadForms.shared

const typed = {
  firstname: 'Ada',
  lastname: 'Okafor',
  email: 'ada@brackwater',
  company: 'Brackwater Robotics',
  message: 'Our vision model started confusing two aircraft types after checkpoint 4.',
}

function baseProps(definition: SampleLeadForm = contact): LeadFormProps {
  return {
    id: 'story-form',
    fields: definition.fields,
    values: {},
    errors: {},
    status: 'editing',
    submitLabel: definition.submitLabel,
    submittingLabel: sampleLeadFormCopy.submittingLabel,
    submittingStatus: sampleLeadFormCopy.submittingStatus,
    honeypot: { name: 'hp_homepage_url', label: sampleLeadFormCopy.honeypotLabel, value: '' },
    success: definition.success,
    onChange: () => {},
    onHoneypotChange: () => {},
    onSubmit: () => {},
  }
}

/** Typing works in the story; submitting does nothing. */
function Editable(props: Partial<LeadFormProps> & { definition?: SampleLeadForm }) {
  const { definition, ...overrides } = props
  const [values, setValues] = useState<Record<string, string>>(overrides.values ?? {})
  return <LeadForm {...baseProps(definition)} {...overrides} values={values} onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))} />
}

/** The shell marks <html> before first paint (styles/js.ts); stories opt in with a wrapper. */
function WithJavaScript({ children }: { children: ReactNode }) {
  return <div {...{ [jsEnabledAttribute]: '' }}>{children}</div>
}

function Light({ children }: { children: ReactNode }) {
  return <div className={styles.frame}>{children}</div>
}

function Dark({ children }: { children: ReactNode }) {
  return (
    <div className={`${darkTheme} ${styles.surface}`}>
      <div className={styles.frame}>{children}</div>
    </div>
  )
}

const fieldErrors = {
  firstname: contact.fields[0]!.messages.required,
  lastname: contact.fields[1]!.messages.required,
  email: contact.fields[2]!.messages.invalid!,
  company: contact.fields[3]!.messages.required,
}

const invalid: LeadFormNotice = { title: sampleLeadFormCopy.errorSummaryTitle, attempt: 1 }

const notSent: LeadFormNotice = {
  title: sampleLeadFormCopy.failure.title,
  message: (
    <>
      <p>{sampleLeadFormCopy.failure.reasons.server}</p>
      <p>
        {sampleLeadFormCopy.failure.keptValues} <Link href={sampleLeadFormCopy.failure.link.href}>{sampleLeadFormCopy.failure.link.label}</Link>
      </p>
    </>
  ),
  attempt: 1,
}

const withErrors = { values: { email: 'ada@brackwater' }, errors: fieldErrors, notice: invalid }

export const Empty: Story = () => (
  <Light>
    <Editable />
  </Light>
)
Empty.meta = { alsoOnDark: true }

export const WithErrors: Story = () => (
  <Light>
    <Editable {...withErrors} />
  </Light>
)
WithErrors.meta = { alsoOnDark: true }

export const Submitting: Story = () => (
  <Light>
    <LeadForm {...baseProps()} values={{ ...typed, email: 'ada@brackwater.example' }} status="submitting" />
  </Light>
)

export const ServerError: Story = () => (
  <Light>
    <Editable values={{ ...typed, email: 'ada@brackwater.example' }} notice={notSent} />
  </Light>
)
ServerError.meta = { alsoOnDark: true }

export const Success: Story = () => (
  <Light>
    <LeadForm {...baseProps()} status="sent" />
  </Light>
)
Success.meta = { alsoOnDark: true }

export const SuccessWithDownload: Story = () => (
  <Light>
    <LeadForm
      {...baseProps(sampleLeadForms.financeWhitePaper)}
      status="sent"
      success={{ ...sampleLeadForms.financeWhitePaper.success, download: samplePaperDownload }}
    />
  </Light>
)

export const DemoRequest: Story = () => (
  <Light>
    <Editable definition={sampleLeadForms.demo} />
  </Light>
)

export const LongUnbrokenValues: Story = () => (
  <Light>
    <Editable values={{ company: 'Brackwater-Robotics-Autonomous-Inspection-Systems-Division-International', email: 'ada.okafor.principal.machine.learning.engineer@brackwater-robotics.example' }} />
  </Light>
)

/** What the pre-rendered page shows where a form goes when JavaScript is off or the site's script failed. */
export const SlotWithoutJavaScript: Story = () => (
  <Light>
    <LeadFormSlot id="story-embed" state="loading" loadingLabel={sampleLeadFormCopy.loading} noScript={sampleNoScript} />
  </Light>
)
SlotWithoutJavaScript.meta = { alsoOnDark: true }

/** With JavaScript running, while the embed loads. */
export const SlotLoading: Story = () => (
  <WithJavaScript>
    <Light>
      <LeadFormSlot id="story-embed" state="loading" loadingLabel={sampleLeadFormCopy.loading} noScript={sampleNoScript} />
    </Light>
  </WithJavaScript>
)

export const SlotWithOurForm: Story = () => (
  <WithJavaScript>
    <Dark>
      <LeadFormSlot id="story-embed" state="native" loadingLabel={sampleLeadFormCopy.loading} noScript={sampleNoScript}>
        <Editable />
      </LeadFormSlot>
    </Dark>
  </WithJavaScript>
)

/** The provider's inline thank-you, which replaces its form in the container once sent. */
function EmbedThankYou({ target }: { target: string }) {
  useEffect(() => {
    const message = document.createElement('p')
    message.textContent = 'Thanks for submitting the form.'
    document.getElementById(target)?.replaceChildren(message)
  }, [target])
  return null
}

/** On a white-paper page, a sent embed: its own thank-you, then the paper, which takes the focus. */
export const SlotEmbedSentWithDownload: Story = () => (
  <WithJavaScript>
    <Light>
      <LeadFormSlot id="story-embed" state="embedded" loadingLabel={sampleLeadFormCopy.loading} noScript={sampleNoScript} download={samplePaperDownload} />
      <EmbedThankYou target="story-embed" />
    </Light>
  </WithJavaScript>
)
