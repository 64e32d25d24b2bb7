import { describe, expect, test } from 'vitest'
import { bannerDelayMs, consentMaxAgeMonths, consentRevision, consentStorageKeys } from './consent-policy'
import { cookieCopy } from './cookies'

describe('cookie consent constants and copy', () => {
  test('SPEC §8: the preference page toasts carry exactly these texts', () => {
    expect(cookieCopy.toasts).toEqual({
      saved: { title: 'Preferences Saved', description: 'Your cookie preferences have been updated successfully.' },
      acceptedAll: { title: 'All Cookies Accepted', description: 'You have accepted all cookie categories.' },
      rejectedNonEssential: { title: 'Non-Essential Cookies Rejected', description: 'Only functional cookies will be used.' },
    })
  })

  test('SPEC §4, §9: the banner waits 1000 ms; issue 10: consent is asked again after 12 months', () => {
    expect(bannerDelayMs).toBe(1000)
    expect(consentMaxAgeMonths).toBe(12)
  })

  test('the consent revision is a positive whole number, so a raise is always a change', () => {
    expect(Number.isInteger(consentRevision) && consentRevision > 0).toBe(true)
  })

  test('SPEC §9: two distinct storage keys', () => {
    expect(new Set(Object.values(consentStorageKeys)).size).toBe(2)
  })

  test('SPEC §2, §4: the banner buttons read as the spec names them', () => {
    expect(cookieCopy.banner.buttons).toEqual({
      acknowledge: 'OK Got It',
      rejectAll: 'Reject All',
      customize: 'Customize',
      savePreferences: 'Save Preferences',
      acceptAll: 'Accept All',
      back: 'Back',
    })
    expect(cookieCopy.banner.gpcNotice).toMatch(/Global Privacy Control/)
  })
})
