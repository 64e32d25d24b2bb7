// https://vike.dev/route-function
// SPEC §2: /blog and /feed are the same listing; /feed's canonical is /blog (content/routes.ts).
import type { PageContext } from 'vike/types'

export const feedPaths = ['/blog', '/feed'] as const

export default function route({ urlPathname }: Pick<PageContext, 'urlPathname'>) {
  return (feedPaths as readonly string[]).includes(urlPathname)
}
