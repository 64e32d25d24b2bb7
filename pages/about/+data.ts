// https://vike.dev/data
import { trustedBy } from '#content/carousel'
import { aboutPage } from '#content/pages/about'

// The copy arrives as the page's data rather than in its script: JSON costs the browser
// less than the same text compiled as JavaScript, and keeps /about within its JS budget.
export function data() {
  return { page: aboutPage, partnerLogos: trustedBy.filter((item) => item.type === 'logo') }
}

export type Data = ReturnType<typeof data>
