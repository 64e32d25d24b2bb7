import type { ReactNode } from 'react'
import { Heading } from '../Heading/Heading'
import { Stack } from '../Stack/Stack'
import { Text } from '../Text/Text'

export interface FormPanelProps {
  /** The form's heading, a level-2 heading. */
  heading: ReactNode
  /** The heading's id: give the form `aria-labelledby` it. */
  headingId: string
  /** One muted line under the heading. */
  intro: ReactNode
  /** The form itself (the page's lead form slot). */
  children: ReactNode
}

/** A form with its heading and a line saying what it is for, as on /contact-us and /demo. */
export function FormPanel({ heading, headingId, intro, children }: FormPanelProps) {
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={2} size="large" id={headingId}>
          {heading}
        </Heading>
        <Text tone="muted">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  )
}
