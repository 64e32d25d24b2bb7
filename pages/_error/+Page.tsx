// https://vike.dev/error-page
import { useEffect } from 'react'
import { errorCopy } from '#content/errors'
import { ButtonLink, Container, Heading, Section, Stack, Text } from '#design-system'
import { describeError, UnexpectedError } from '#renderer/UnexpectedError'
import { leaveUnknownPath } from '#renderer/unknownPath'
import { usePageContext } from '#renderer/usePageContext'

export default function Page() {
  const { is404, abortStatusCode, abortReason, errorWhileRendering, urlPathname } = usePageContext()
  useEffect(() => {
    if (is404) void leaveUnknownPath(urlPathname)
  }, [is404, urlPathname])

  if (is404) {
    // What a visitor without JavaScript sees; with it, the effect above moves on at once.
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
  const detail = typeof abortReason === 'string' ? abortReason : abortStatusCode ? String(abortStatusCode) : describeError(errorWhileRendering)
  return <UnexpectedError detail={detail} />
}
