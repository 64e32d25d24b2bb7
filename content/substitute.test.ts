import { expect, test } from 'vitest'
import { placeholders, site } from './site'
import { placeholderValues, substitutePlaceholders } from './substitute'

test('replaces every token with its value from site.ts', () => {
  const input = '{brand} {ceo} {vp} {cloud} {cloudMarketplace} {reseller} {pressEmail}'
  expect(substitutePlaceholders(input)).toBe(
    [
      site.brand,
      placeholders.ceo.name,
      placeholders.vp.name,
      placeholders.cloud.name,
      placeholders.cloud.marketplace,
      placeholders.reseller.name,
      placeholders.pressEmail,
    ].join(' '),
  )
})

test('replaces repeated tokens and tokens inside Markdown syntax', () => {
  expect(substitutePlaceholders('[{pressEmail}](mailto:{pressEmail}) and **{brand}**\'s {brand}')).toBe(
    `[${site.pressEmail}](mailto:${site.pressEmail}) and **${site.brand}**'s ${site.brand}`,
  )
})

test('throws on an unknown or misspelled token, naming it', () => {
  expect(() => substitutePlaceholders('Hello {Brand}')).toThrow(/Unknown placeholder \{Brand\}/)
  expect(() => substitutePlaceholders('Hello {email}')).toThrow(/\{email\}/)
  expect(() => substitutePlaceholders('{toString}')).toThrow(/Unknown placeholder/)
})

test('leaves braces that are not tokens alone', () => {
  const text = 'config = { amplitude: 0.5 } and {} and { brand } and {2}'
  expect(substitutePlaceholders(text)).toBe(text)
})

test('every value is a non-empty string', () => {
  for (const value of Object.values(placeholderValues)) expect(value.trim()).not.toBe('')
})
