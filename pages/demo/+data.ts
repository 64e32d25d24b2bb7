// https://vike.dev/data
import { trustedBy } from '#content/carousel'
import { demoPage } from '#content/pages/demo'

// The copy and the carousel's entries arrive as the page's data rather than in its script,
// which already carries the accordion and the forms loader.
export function data() {
  return { page: demoPage, trustedBy }
}

export type Data = ReturnType<typeof data>
