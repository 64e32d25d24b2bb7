// Markdown articles cannot import content/site.ts, so they name people, partners
// and the brand with {tokens} that are replaced at build time (see the brief's
// placeholder rule). An unknown token throws, so a typo fails the unit tests
// instead of shipping "{ceo }" or "{Brand}" to readers.
import { placeholders, site } from './site'

export const placeholderValues = {
  brand: site.brand,
  ceo: placeholders.ceo.name,
  vp: placeholders.vp.name,
  cloud: placeholders.cloud.name,
  cloudMarketplace: placeholders.cloud.marketplace,
  reseller: placeholders.reseller.name,
  pressEmail: placeholders.pressEmail,
} as const satisfies Record<string, string>

export type PlaceholderToken = keyof typeof placeholderValues

// A token is a bare identifier in braces; "{ a: 1 }" or "{}" in prose or code is left alone.
const tokenPattern = /\{([A-Za-z][A-Za-z0-9]*)\}/g

const isToken = (name: string): name is PlaceholderToken => Object.hasOwn(placeholderValues, name)

export function substitutePlaceholders(markdown: string): string {
  return markdown.replace(tokenPattern, (whole: string, name: string) => {
    if (!isToken(name)) {
      throw new Error(`Unknown placeholder ${whole}; use one of ${Object.keys(placeholderValues).map((key) => `{${key}}`).join(', ')}`)
    }
    return placeholderValues[name]
  })
}
