// https://vike.dev/data
import { contactPage } from '#content/pages/contact'

// The copy arrives as the page's data rather than in its script, as on /about.
export function data() {
  return { page: contactPage }
}

export type Data = ReturnType<typeof data>
