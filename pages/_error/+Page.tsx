// https://vike.dev/error-page
import { errorCopy } from '../../content/errors'
import { ButtonLink, Container, Heading, Section, Stack, Text } from '../../design-system'
import { usePageContext } from '../../renderer/usePageContext'

export default function Page() {
  const { is404, abortStatusCode, abortReason } = usePageContext()
  if (is404) {
    const { heading, body, homeLabel } = errorCopy.notFound
    return (
      <Section labelledBy="not-found-heading">
        <Container width="narrow">
          <Stack space="large">
            <Heading level={1} size="xlarge" id="not-found-heading">
              {heading}
            </Heading>
            <Text size="large">{body}</Text>
            <div>
              <ButtonLink href="/" icon="arrow-right">
                {homeLabel}
              </ButtonLink>
            </div>
          </Stack>
        </Container>
      </Section>
    )
  }
  const detail = typeof abortReason === 'string' ? abortReason : abortStatusCode ? String(abortStatusCode) : errorCopy.unexpectedFallback
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
