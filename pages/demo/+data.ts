// https://vike.dev/data
import { demoPage } from '#content/pages/demo'

// The copy arrives as the page's data rather than in its script, which already carries
// the accordion and the forms loader.
export function data() {
  return { page: demoPage }
}

export type Data = ReturnType<typeof data>
