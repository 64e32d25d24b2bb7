import type { LegalPageData } from '#renderer/generate/legal.server'
import { LegalTemplate } from '#design-system'
import { usePageContext } from '#renderer/usePageContext'
import { LastUpdated } from './LastUpdated'

/** /privacy-policy and /terms-and-conditions: the legal template fed the document their `+data` built. */
export function LegalPage() {
  const { title, lastUpdated, copy, intro, sections } = usePageContext().data as LegalPageData
  return <LegalTemplate title={title} lastUpdated={<LastUpdated date={lastUpdated} label={copy.lastUpdated} />} intro={intro} contentsLabel={copy.contents} sections={sections} />
}
