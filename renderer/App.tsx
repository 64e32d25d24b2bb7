import { StrictMode } from 'react'
import type { PageContext } from 'vike/types'
import { Layout } from './Layout'
import { PageContextProvider } from './usePageContext'

/** The one tree rendered on the server and hydrated on the client, so React ids match. */
export function App({ pageContext }: { pageContext: PageContext }) {
  const { Page } = pageContext
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <Layout>
          <Page />
        </Layout>
      </PageContextProvider>
    </StrictMode>
  )
}
