// https://vike.dev/Page
import { site } from '#content/site'
import { HomeTemplate } from '#design-system'
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'

export default function Page() {
  const { page, trustedBy } = usePageContext().data as Data
  return <HomeTemplate {...page} tagline={site.taglineCode} trustedBy={{ ...page.trustedBy, items: trustedBy }} />
}
