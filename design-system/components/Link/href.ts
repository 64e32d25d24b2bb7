const webUrl = /^(?:https?:)?\/\//i
const otherScheme = /^(?:mailto|tel):/i

/** True for anything that leaves the site: web URLs (including protocol-relative), mailto: and tel:. */
export function isExternalHref(href: string): boolean {
  const value = href.trim()
  return webUrl.test(value) || otherScheme.test(value)
}

/** Only external web pages open in a new tab; mailto:/tel: hand off to an app instead. */
export function opensInNewTab(href: string): boolean {
  return webUrl.test(href.trim())
}

export const newTabAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const

/** Announced after the link text so the change of context is not a surprise (WCAG 3.2.5 advisory). */
export const newTabHint = ' (opens in a new tab)'
