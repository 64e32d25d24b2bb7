/**
 * The domains a cookie of this page may live on: the host itself and every parent with at
 * least two labels (GA4's `cookie_domain: 'auto'` writes to the highest one the browser
 * accepts). Browsers ignore a deletion aimed at a public suffix, so listing one is harmless.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return []
  const labels = hostname.split('.')
  const domains: string[] = []
  for (let start = 0; start <= labels.length - 2; start += 1) domains.push(labels.slice(start).join('.'))
  return domains.length > 0 ? domains : [hostname]
}

/** Deletes each cookie as host-only and on every domain from `cookieDomains`, at path `/` where GA sets them. */
export function clearCookies(names: readonly string[], document: Document): void {
  const domains = [undefined, ...cookieDomains(document.location.hostname)]
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ''}`
    }
  }
}
