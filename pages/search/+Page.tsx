// https://vike.dev/Page
import { navigate } from 'vike/client/router'
import { JavaScriptOnly, PageSection, SearchPanel, Stack } from '#design-system'
import { searchPanelProps } from '#renderer/features/search/panelProps'
import { useSiteSearch } from '#renderer/features/search/useSiteSearch'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'
import { SearchListing } from './SearchListing'
import { useQueryInUrl } from './useQueryInUrl'

/** The page shows more results than the dialog: it is where the dialog's "all results" leads. */
const pageResultLimit = 20

/** Issue 50: site search. Without JavaScript, everything listed by kind; with it, the live search above the list. */
export default function Page() {
  const { copy, groups } = usePageContext().data as Data
  const search = useSiteSearch({ limit: pageResultLimit })
  useQueryInUrl(search.query, search.setQuery)
  return (
    <PageSection heading={copy.heading} headingId="search-heading" headingLevel={1} intro={copy.intro}>
      <Stack space="xxlarge">
        <JavaScriptOnly>
          <SearchPanel
            {...searchPanelProps(search)}
            onOpenResult={(result) => {
              search.reportChosen()
              void navigate(result.href)
            }}
          />
        </JavaScriptOnly>
        {search.status === 'idle' || search.status === 'failed' ? <SearchListing heading={copy.listingHeading} groups={groups} /> : null}
      </Stack>
    </PageSection>
  )
}
