// One token syntax for every data file: a name in braces, such as {brand}, in page copy (JSON), front matter (YAML)
// and Markdown alike. Data files cannot import content/site.ts, so they name the brand, the people and the partners
// this way and the build puts in the values from settings.json. An unknown token is an error the content check
// reports by file and field, and that substituteTokens throws, so "{Brand}" never reaches a reader.
import settings from './settings.json' with { type: 'json' }
import { site } from './site'

/** What each token stands for. */
export const tokenValues = {
  brand: settings.brand,
  legalName: settings.legalName,
  ceo: settings.ceo.name,
  vp: settings.vp.name,
  cloud: settings.cloud.name,
  cloudMarketplace: settings.cloud.marketplace,
  reseller: settings.reseller.name,
  contactEmail: settings.contactEmail,
  pressEmail: settings.pressEmail,
  origin: site.origin,
} as const satisfies Record<string, string>

export type TokenName = keyof typeof tokenValues

/** What a reader of the guide or an error message is told to write. */
export const tokenNames = Object.keys(tokenValues).map((name) => `{${name}}`)

// A token is a bare identifier in braces; "{ a: 1 }", "{}" or "{#anchor}" in prose or code is left alone.
const tokenPattern = /\{([A-Za-z][A-Za-z0-9]*)\}/g

const isToken = (name: string): name is TokenName => Object.hasOwn(tokenValues, name)

/** Every token in `text` that names nothing, as written ("{Brand}"), each once. */
export function unknownTokens(text: string): string[] {
  return [...new Set([...text.matchAll(tokenPattern)].filter(([, name]) => !isToken(name ?? '')).map(([whole]) => whole))]
}

export function substituteTokens(text: string): string {
  return text.replace(tokenPattern, (whole: string, name: string) => {
    if (!isToken(name)) throw new Error(`Unknown token ${whole}; use one of ${tokenNames.join(', ')}`)
    return tokenValues[name]
  })
}

/** `value` with every string in it, at any depth, substituted: how page copy read from JSON reaches a page. */
export function withTokens<T>(value: T): T {
  if (typeof value === 'string') return substituteTokens(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => withTokens(item)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]: [string, unknown]) => [key, withTokens(child)])) as T
  }
  return value
}
