// https://vike.dev/data
import { cookieCategories, cookieCopy } from '#content/cookies'
import { cookiePolicy } from '#content/legal/cookie-policy'
import { legalPageData } from '#renderer/generate/legal.server'

// Runs at pre-render only: the cookie policy's Markdown pipeline never ships, and the
// categories and copy arrive as the page's data rather than in its script.
export function data() {
  return {
    policy: legalPageData(cookiePolicy),
    categories: cookieCategories,
    copy: cookieCopy.preferenceCenter,
    alwaysOn: cookieCopy.banner.alwaysOn,
    toasts: cookieCopy.toasts,
  }
}

export type Data = ReturnType<typeof data>
