// https://vike.dev/data
import { legalPageData } from '#renderer/generate/legal.server'
import { termsAndConditions } from '#content/legal/terms-and-conditions'

// Runs at pre-render only: the Markdown pipeline never ships, just the rendered tree.
export const data = () => legalPageData(termsAndConditions)
