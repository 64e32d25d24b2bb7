import { StrictMode, useEffect } from 'react'
import type { PageContext } from 'vike/types'
import { PictogramProvider } from '#design-system/components/Icon/Icon'
import { ErrorBoundary } from './ErrorBoundary'
import { Layout } from './Layout'
import { PageContextProvider } from './usePageContext'

interface AppProps {
  pageContext: PageContext
  /** Called once the page is committed to the DOM (client only). */
  onCommit?: () => void
}

const noPictograms = {}

/** The one tree rendered on the server and hydrated on the client, so React ids match. */
export function App({ pageContext, onCommit }: AppProps) {
  const { Page, urlPathname } = pageContext
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <PictogramProvider pictograms={pageContext.pictograms ?? noPictograms}>
          <Layout>
            <ErrorBoundary key={urlPathname}>
              <Page />
            </ErrorBoundary>
          </Layout>
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
