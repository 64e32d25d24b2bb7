// https://vike.dev/data
import { getStartedPage } from '#content/pages/get-started'

// The copy arrives as the page's data rather than in its script, as on /about.
export function data() {
  return { page: getStartedPage }
}

export type Data = ReturnType<typeof data>
