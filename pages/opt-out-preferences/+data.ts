// https://vike.dev/data
import { cookiePolicy } from '../../content/legal/cookie-policy'
import { legalPageData } from '../../content/legal/legal.server'

// Runs at pre-render only: the cookie policy's Markdown pipeline never ships.
export const data = () => legalPageData(cookiePolicy)
