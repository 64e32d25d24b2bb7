// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { isFeedPath } from '#content/blog/feed-paths'

export default function route({ urlPathname }: Pick<PageContext, 'urlPathname'>) {
  return isFeedPath(urlPathname)
}
