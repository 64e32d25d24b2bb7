// https://vike.dev/data
import { legalPageData } from '#renderer/generate/legal.server'
import { privacyPolicy } from '#renderer/generate/content.server'

// Runs at pre-render only: the Markdown pipeline never ships, just the rendered tree.
export const data = () => legalPageData(privacyPolicy)
