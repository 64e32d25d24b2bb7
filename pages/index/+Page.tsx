// https://vike.dev/Page
import { trustedBy } from '#content/carousel'
import { home } from '#content/pages/home'
import { site } from '#content/site'
import { HomeTemplate } from '#design-system'

export default function Page() {
  return <HomeTemplate {...home} tagline={site.taglineCode} trustedBy={{ ...home.trustedBy, items: trustedBy }} />
}
