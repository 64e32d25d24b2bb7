// https://vike.dev/route-function
// A function rather than the string '/solutions/@slug', so only the three detail pages
// match: any other /solutions/... falls through to the 404 like every unknown path.
// These pages live outside pages/solutions/ so they inherit none of the /solutions
// page's hooks (its +data highlights code samples they do not show).
import type { PageContext } from 'vike/types'
import { solutionDetailSlugOf } from '#content/solution-detail-slugs'

export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  const slug = solutionDetailSlugOf(pageContext.urlPathname)
  return slug ? { routeParams: { slug } } : false
}
