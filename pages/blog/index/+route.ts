// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { feedPaths } from './feedPaths'

export default function route({ urlPathname }: Pick<PageContext, 'urlPathname'>) {
  return feedPaths.includes(urlPathname)
}
