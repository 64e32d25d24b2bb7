import { StrictMode, useEffect } from 'react'
import type { PageContext } from 'vike/types'
import { PictogramProvider } from '#design-system/components/Icon/Icon'
import { HeadingOnly } from './AfterHeading'
import { ErrorBoundary } from './ErrorBoundary'
import { Layout } from './Layout'
import { PageContextProvider } from './usePageContext'

interface AppProps {
  pageContext: PageContext
  /** Called once the page is committed to the DOM (client only). */
  onCommit?: () => void
  /** A followed link's first render: the page's heading before what follows it (`AfterHeading`). */
  headingOnly?: boolean
}

const noPictograms = {}

/** The one tree rendered on the server and hydrated on the client, so React ids match. */
export function App({ pageContext, onCommit, headingOnly = false }: AppProps) {
  const { Page, urlPathname } = pageContext
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <PictogramProvider pictograms={pageContext.pictograms ?? noPictograms}>
          <HeadingOnly value={headingOnly}>
            <Layout>
              <ErrorBoundary key={urlPathname}>
                <Page />
              </ErrorBoundary>
            </Layout>
          </HeadingOnly>
        </PictogramProvider>
      </PageContextProvider>
      <Committed onCommit={onCommit} />
    </StrictMode>
  )
}

function Committed({ onCommit }: { onCommit?: (() => void) | undefined }) {
  useEffect(() => onCommit?.(), [onCommit])
  return null
}
