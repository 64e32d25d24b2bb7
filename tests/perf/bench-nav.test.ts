import { describe, expect, it } from 'vitest'
import { consentStorageKeys } from '../../content/consent-policy'
import { primaryNavigation } from '../../content/navigation'
import { consentStorageKeys as benchKeys, defaultPairs } from './bench-nav.mjs'

describe('navigation bench', () => {
  it('stores the consent choice under the keys the site reads', () => {
    expect(benchKeys).toEqual(consentStorageKeys)
  })

  it('clicks header links that exist, labelled as the header labels them', () => {
    for (const pair of defaultPairs) expect(primaryNavigation).toContainEqual({ label: pair.label, href: pair.to })
  })
})
