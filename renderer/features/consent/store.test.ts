// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { bannerDelayMs, consentMaxAgeMonths, consentRevision, consentStorageKeys, defaultCookiePreferences } from '#content/consent-policy'
import { addMonths, isConsentCurrent, parseConsentRecord, parsePreferences } from './state'
import { createConsentStore, type ConsentStoreOptions } from './store'

const keys = consentStorageKeys
const given = '2026-01-15T10:00:00.000Z'

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  }
}

function stored(consent: unknown, preferences: unknown): Record<string, string> {
  return { [keys.consent]: JSON.stringify(consent), [keys.preferences]: JSON.stringify(preferences) }
}

const validChoice = stored({ revision: consentRevision, givenAt: given }, { functional: true, analytics: false, marketing: true })

function storeWith(storage: Storage | undefined, options: ConsentStoreOptions = {}) {
  return createConsentStore({ storage: () => storage, globalPrivacyControl: () => false, ...options })
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('first-time visitor', () => {
  test('has the defaults in force (analytics on) and the banner due after bannerDelayMs', () => {
    const state = storeWith(memoryStorage()).getState()
    expect(state.preferences).toEqual(defaultCookiePreferences)
    expect(state.preferences.analytics).toBe(true)
    expect(state.consent).toBeUndefined()
    expect(state.gpcApplied).toBe(false)
    expect(state.banner).toEqual({ show: true, delayMs: bannerDelayMs })
    expect(bannerDelayMs).toBe(1000)
  })

  test('getState returns the same object until something changes', () => {
    const store = storeWith(memoryStorage())
    expect(store.getState()).toBe(store.getState())
  })
})

describe('returning visitor', () => {
  test('with both keys gets their preferences back and no banner', () => {
    const state = storeWith(memoryStorage(validChoice)).getState()
    expect(state.preferences).toEqual({ functional: true, analytics: false, marketing: true })
    expect(state.consent).toEqual({ revision: consentRevision, givenAt: given })
    expect(state.banner).toEqual({ show: false })
  })

  test('a stored functional: false is forced back on', () => {
    const storage = memoryStorage(stored({ revision: consentRevision, givenAt: given }, { functional: false, analytics: true, marketing: false }))
    expect(storeWith(storage).getState().preferences.functional).toBe(true)
  })

  test('with only one of the two keys is asked again with the defaults', () => {
    for (const key of [keys.consent, keys.preferences]) {
      const storage = memoryStorage(validChoice)
      storage.removeItem(key)
      const state = storeWith(storage).getState()
      expect(state.banner.show, key).toBe(true)
      expect(state.preferences, key).toEqual(defaultCookiePreferences)
    }
  })
})

describe('bad storage is treated as no choice and never throws', () => {
  const throwing = (method: 'getItem' | 'setItem' | 'removeItem') => {
    const storage = memoryStorage(validChoice)
    storage[method] = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    return storage
  }

  const unreadable: Array<[string, () => Storage | undefined]> = [
    ['no storage at all', () => undefined],
    ['getItem throws', () => throwing('getItem')],
    [
      'touching localStorage throws',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    ],
  ]
  for (const [name, storage] of unreadable) {
    test(`${name}: defaults, banner, and every action still works for the page`, () => {
      const store = createConsentStore({ storage, globalPrivacyControl: () => false })
      expect(store.getState().preferences).toEqual(defaultCookiePreferences)
      expect(store.getState().banner.show).toBe(true)
      expect(() => store.rejectNonEssential()).not.toThrow()
      expect(store.getState().preferences.analytics).toBe(false)
      expect(store.getState().banner.show).toBe(false)
      expect(() => store.reset()).not.toThrow()
      expect(store.getState().banner).toEqual({ show: true, delayMs: 0 })
    })
  }

  test('the real window.localStorage throwing on access is caught by the default storage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const store = createConsentStore({ globalPrivacyControl: () => false })
    expect(store.getState().banner.show).toBe(true)
    expect(() => store.acceptAll()).not.toThrow()
    expect(store.getState().preferences.marketing).toBe(true)
    vi.restoreAllMocks()
  })

  test('setItem throwing: the choice applies to the page, is not stored, and the next load asks again', () => {
    const storage = throwing('setItem')
    storage.clear()
    const store = storeWith(storage)
    store.acceptAll()
    expect(store.getState().preferences).toEqual({ functional: true, analytics: true, marketing: true })
    expect(store.getState().banner.show).toBe(false)
    expect(storeWith(storage).getState().banner.show).toBe(true)
  })

  test('removeItem throwing: reset still restores the defaults and shows the banner', () => {
    const store = storeWith(throwing('removeItem'))
    expect(() => store.reset()).not.toThrow()
    expect(store.getState().preferences).toEqual(defaultCookiePreferences)
    expect(store.getState().banner).toEqual({ show: true, delayMs: 0 })
  })

  const corrupt: Array<[string, Record<string, string>]> = [
    ['consent is not JSON', { ...validChoice, [keys.consent]: '{revision:1' }],
    ['preferences are not JSON', { ...validChoice, [keys.preferences]: 'undefined' }],
    ['consent is the legacy "true"', { ...validChoice, [keys.consent]: 'true' }],
    ['consent is null', { ...validChoice, [keys.consent]: 'null' }],
    ['consent is an array', { ...validChoice, [keys.consent]: '[1, "2026-01-15"]' }],
    ['revision is a string', stored({ revision: '1', givenAt: given }, { analytics: true, marketing: false })],
    ['revision is fractional', stored({ revision: 1.5, givenAt: given }, { analytics: true, marketing: false })],
    ['givenAt is not a date', stored({ revision: consentRevision, givenAt: 'yesterday' }, { analytics: true, marketing: false })],
    ['givenAt is missing', stored({ revision: consentRevision }, { analytics: true, marketing: false })],
    ['analytics is a string', stored({ revision: consentRevision, givenAt: given }, { analytics: 'false', marketing: false })],
    ['marketing is missing', stored({ revision: consentRevision, givenAt: given }, { functional: true, analytics: false })],
    ['functional is a string', stored({ revision: consentRevision, givenAt: given }, { functional: 'yes', analytics: false, marketing: false })],
    ['preferences are a number', stored({ revision: consentRevision, givenAt: given }, 42)],
  ]
  for (const [name, entries] of corrupt) {
    test(`${name}: no choice, defaults and the banner`, () => {
      const state = storeWith(memoryStorage(entries)).getState()
      expect(state.consent).toBeUndefined()
      expect(state.preferences).toEqual(defaultCookiePreferences)
      expect(state.banner).toEqual({ show: true, delayMs: bannerDelayMs })
    })
  }

  test('the parsers reject what they cannot use', () => {
    expect(parseConsentRecord(null)).toBeUndefined()
    expect(parseConsentRecord('{"revision":1,"givenAt":"2026-01-15T10:00:00.000Z"}')).toEqual({ revision: 1, givenAt: given })
    expect(parsePreferences('{"analytics":true,"marketing":false}')).toEqual({ functional: true, analytics: true, marketing: false })
    expect(parsePreferences('{"analytics":1,"marketing":0}')).toBeUndefined()
  })
})

describe('asking again', () => {
  test('a consent from an older revision shows the banner but keeps the earlier preferences in force', () => {
    const storage = memoryStorage(validChoice)
    const state = storeWith(storage, { revision: consentRevision + 1 }).getState()
    expect(state.consent).toBeUndefined()
    expect(state.banner).toEqual({ show: true, delayMs: bannerDelayMs })
    expect(state.preferences).toEqual({ functional: true, analytics: false, marketing: true })
  })

  test('answering again stores the new revision', () => {
    const storage = memoryStorage(validChoice)
    storeWith(storage, { revision: consentRevision + 1 }).keepDefaults()
    expect(JSON.parse(storage.getItem(keys.consent) ?? '')).toMatchObject({ revision: consentRevision + 1 })
    expect(storeWith(storage, { revision: consentRevision + 1 }).getState().banner.show).toBe(false)
  })

  test('consent expires after 12 months by default, to the millisecond', () => {
    expect(consentMaxAgeMonths).toBe(12)
    const storage = memoryStorage(validChoice)
    vi.setSystemTime(new Date('2027-01-15T09:59:59.999Z'))
    expect(storeWith(storage).getState().banner.show).toBe(false)
    vi.setSystemTime(new Date('2027-01-15T10:00:00.000Z'))
    const expired = storeWith(storage).getState()
    expect(expired.banner.show).toBe(true)
    expect(expired.consent).toBeUndefined()
    expect(expired.preferences.analytics).toBe(false)
  })

  test('the maximum age is configurable', () => {
    const storage = memoryStorage(validChoice)
    vi.setSystemTime(new Date('2026-04-15T10:00:00.000Z'))
    expect(storeWith(storage, { maxAgeMonths: 6 }).getState().banner.show).toBe(false)
    expect(storeWith(storage, { maxAgeMonths: 3 }).getState().banner.show).toBe(true)
  })

  test('a consent dated in the future is not trusted', () => {
    const storage = memoryStorage(stored({ revision: consentRevision, givenAt: '2026-03-02T00:00:00.000Z' }, { analytics: true, marketing: false }))
    expect(storeWith(storage).getState().banner.show).toBe(true)
  })

  test('months are calendar months, clamped to the end of shorter months', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z')
    expect(addMonths(new Date('2024-02-29T00:00:00.000Z'), 12).toISOString()).toBe('2025-02-28T00:00:00.000Z')
    expect(addMonths(new Date('2026-03-15T00:00:00.000Z'), 12).toISOString()).toBe('2027-03-15T00:00:00.000Z')
    const record = { revision: 1, givenAt: '2026-01-31T08:00:00.000Z' }
    expect(isConsentCurrent(record, { revision: 1, maxAgeMonths: 1 }, new Date('2026-02-28T07:59:59.999Z'))).toBe(true)
    expect(isConsentCurrent(record, { revision: 1, maxAgeMonths: 1 }, new Date('2026-02-28T08:00:00.000Z'))).toBe(false)
  })
})

describe('Global Privacy Control', () => {
  test('with no choice, analytics and marketing default off and the state says GPC applied', () => {
    const state = storeWith(memoryStorage(), { globalPrivacyControl: () => true }).getState()
    expect(state.preferences).toEqual({ functional: true, analytics: false, marketing: false })
    expect(state.gpcApplied).toBe(true)
    expect(state.banner.show).toBe(true)
  })

  test('reads navigator.globalPrivacyControl, and only the value true counts', () => {
    for (const [signal, applied] of [
      [true, true],
      ['1', false],
      [undefined, false],
    ] as const) {
      vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: signal })
      const state = createConsentStore({ storage: () => memoryStorage() }).getState()
      expect(state.gpcApplied, String(signal)).toBe(applied)
      expect(state.preferences.analytics, String(signal)).toBe(!applied)
    }
  })

  test('an explicit stored choice overrides it', () => {
    const storage = memoryStorage(stored({ revision: consentRevision, givenAt: given }, { analytics: true, marketing: true }))
    const state = storeWith(storage, { globalPrivacyControl: () => true }).getState()
    expect(state.preferences).toEqual({ functional: true, analytics: true, marketing: true })
    expect(state.gpcApplied).toBe(false)
  })

  test('an explicit choice on this page overrides it, and OK Got It stores the GPC defaults', () => {
    const accepted = storeWith(memoryStorage(), { globalPrivacyControl: () => true })
    accepted.acceptAll()
    expect(accepted.getState()).toMatchObject({ gpcApplied: false, preferences: { analytics: true, marketing: true } })

    const storage = memoryStorage()
    storeWith(storage, { globalPrivacyControl: () => true }).keepDefaults()
    expect(JSON.parse(storage.getItem(keys.preferences) ?? '')).toEqual({ functional: true, analytics: false, marketing: false })
  })

  test('also applies to a visitor asked again, whose earlier opt-in is no longer current', () => {
    const storage = memoryStorage(stored({ revision: consentRevision, givenAt: given }, { analytics: true, marketing: true }))
    const state = storeWith(storage, { globalPrivacyControl: () => true, revision: consentRevision + 1 }).getState()
    expect(state.preferences).toEqual({ functional: true, analytics: false, marketing: false })
    expect(state.gpcApplied).toBe(true)
  })
})

describe('actions', () => {
  function readStored(storage: Storage) {
    return {
      consent: JSON.parse(storage.getItem(keys.consent) ?? 'null') as unknown,
      preferences: JSON.parse(storage.getItem(keys.preferences) ?? 'null') as unknown,
    }
  }

  const choices = [
    ['acceptAll', (store: ReturnType<typeof storeWith>) => store.acceptAll(), { functional: true, analytics: true, marketing: true }],
    ['rejectNonEssential', (store: ReturnType<typeof storeWith>) => store.rejectNonEssential(), { functional: true, analytics: false, marketing: false }],
    ['save', (store: ReturnType<typeof storeWith>) => store.save({ analytics: false, marketing: true }), { functional: true, analytics: false, marketing: true }],
    ['keepDefaults', (store: ReturnType<typeof storeWith>) => store.keepDefaults(), defaultCookiePreferences],
  ] as const

  for (const [name, act, expected] of choices) {
    test(`${name} applies, stores both keys with the revision and time, hides the banner and notifies`, () => {
      const storage = memoryStorage()
      const store = storeWith(storage)
      const listener = vi.fn()
      store.subscribe(listener)
      act(store)
      expect(listener).toHaveBeenCalledTimes(1)
      expect(store.getState()).toEqual({
        preferences: expected,
        consent: { revision: consentRevision, givenAt: '2026-03-01T12:00:00.000Z' },
        gpcApplied: false,
        banner: { show: false },
      })
      expect(readStored(storage)).toEqual({ consent: { revision: consentRevision, givenAt: '2026-03-01T12:00:00.000Z' }, preferences: expected })
      expect(storeWith(storage).getState().banner.show).toBe(false)
    })
  }

  test('save forces functional on whatever it is given', () => {
    const store = storeWith(memoryStorage())
    store.save({ functional: false, analytics: true, marketing: false } as unknown as { analytics: boolean; marketing: boolean })
    expect(store.getState().preferences.functional).toBe(true)
  })

  test('dismiss hides the banner without saving, so the next page load shows it again', () => {
    const storage = memoryStorage()
    const store = storeWith(storage)
    store.dismiss()
    expect(store.getState().banner).toEqual({ show: false })
    expect(store.getState().preferences).toEqual(defaultCookiePreferences)
    expect(storage.length).toBe(0)
    expect(storeWith(storage).getState().banner.show).toBe(true)
  })

  test('reset clears both keys, restores the defaults and shows the banner without delay', () => {
    const storage = memoryStorage({ ...validChoice, unrelated: 'kept' })
    const store = storeWith(storage)
    store.reset()
    expect(storage.getItem(keys.consent)).toBeNull()
    expect(storage.getItem(keys.preferences)).toBeNull()
    expect(storage.getItem('unrelated')).toBe('kept')
    expect(store.getState()).toEqual({ preferences: defaultCookiePreferences, consent: undefined, gpcApplied: false, banner: { show: true, delayMs: 0 } })
  })

  test('reset under GPC restores the GPC defaults', () => {
    const store = storeWith(memoryStorage(validChoice), { globalPrivacyControl: () => true })
    store.reset()
    expect(store.getState()).toMatchObject({ gpcApplied: true, preferences: { analytics: false, marketing: false } })
  })

  test('unsubscribed listeners hear nothing more', () => {
    const store = storeWith(memoryStorage())
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    unsubscribe()
    store.acceptAll()
    expect(listener).not.toHaveBeenCalled()
  })

  test('nothing reads storage until the state is first asked for', () => {
    const storage = vi.fn(() => memoryStorage())
    const store = createConsentStore({ storage, globalPrivacyControl: () => false })
    expect(storage).not.toHaveBeenCalled()
    store.getState()
    expect(storage).toHaveBeenCalled()
  })
})
