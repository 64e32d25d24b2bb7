// https://vike.dev/data
import { trustedBy } from '#content/carousel'
import { home } from '#content/pages/home'

// The copy and the carousel's entries arrive as the page's data rather than in its script, as on /about.
export function data() {
  return { page: home, trustedBy }
}

export type Data = ReturnType<typeof data>
