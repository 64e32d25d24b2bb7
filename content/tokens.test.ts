import { expect, test } from 'vitest'
import settings from './settings.json' with { type: 'json' }
import { site } from './site'
import { substituteTokens, tokenNames, tokenValues, unknownTokens, withTokens } from './tokens'

test('replaces every token with its value from the settings', () => {
  expect(substituteTokens('{brand} {legalName} {ceo} {vp} {cloud} {cloudMarketplace} {reseller} {contactEmail} {pressEmail} {origin}')).toBe(
    [
      settings.brand,
      settings.legalName,
      settings.ceo.name,
      settings.vp.name,
      settings.cloud.name,
      settings.cloud.marketplace,
      settings.reseller.name,
      settings.contactEmail,
      settings.pressEmail,
      site.origin,
    ].join(' '),
  )
})

test('replaces repeated tokens and tokens inside Markdown syntax', () => {
  expect(substituteTokens('[{pressEmail}](mailto:{pressEmail}) and **{brand}**\'s {brand}')).toBe(
    `[${site.pressEmail}](mailto:${site.pressEmail}) and **${site.brand}**'s ${site.brand}`,
  )
})

test('throws on an unknown or misspelled token, naming it and the known ones', () => {
  expect(() => substituteTokens('Hello {Brand}')).toThrow(/Unknown token \{Brand\}; use one of \{brand\}/)
  expect(() => substituteTokens('Hello {email}')).toThrow(/\{email\}/)
  expect(() => substituteTokens('{toString}')).toThrow(/Unknown token/)
})

test('unknownTokens lists each unknown token once, as written', () => {
  expect(unknownTokens('{Brand} and {brand} and {Brand} and {company}')).toEqual(['{Brand}', '{company}'])
  expect(unknownTokens('{brand} only')).toEqual([])
})

test('leaves braces that are not tokens alone', () => {
  const text = 'config = { amplitude: 0.5 } and {} and { brand } and {2} and {#section-id}'
  expect(substituteTokens(text)).toBe(text)
  expect(unknownTokens(text)).toEqual([])
})

test('withTokens substitutes every string of a value, at any depth, and keeps the rest and the order of keys', () => {
  const copy = { heading: 'About {brand}', items: [{ label: '{ceo}', count: 3 }], flag: true }
  expect(withTokens(copy)).toEqual({ heading: `About ${site.brand}`, items: [{ label: settings.ceo.name, count: 3 }], flag: true })
  expect(Object.keys(withTokens(copy))).toEqual(['heading', 'items', 'flag'])
})

test('every value is a non-empty string, and the guide\'s names match', () => {
  for (const value of Object.values(tokenValues)) expect(value.trim()).not.toBe('')
  expect(tokenNames).toEqual(Object.keys(tokenValues).map((name) => `{${name}}`))
})
