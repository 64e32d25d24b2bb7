import { errorCopy } from '#content/errors'
import { Container, Heading, Section, Stack, Text } from '#design-system'

/** SPEC §2: the router's generic fallback, shown by the error page and by the client's error boundary. */
export function UnexpectedError({ detail }: { detail: string }) {
  return (
    <Section labelledBy="error-heading">
      <Container width="narrow">
        <Stack space="large">
          <Heading level={1} size="xlarge" id="error-heading">
            {errorCopy.unexpectedHeading}
          </Heading>
          <Text size="large">{detail}</Text>
        </Stack>
      </Container>
    </Section>
  )
}

/** The status or the message SPEC §2 asks for, from whatever was thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return errorCopy.unexpectedFallback
}
