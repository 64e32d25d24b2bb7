import type { CookiePreferences } from '#content/schema'

/** What is stored under the consent key: which revision of the categories was agreed to, and when. */
export interface ConsentRecord {
  revision: number
  /** ISO 8601 date-time. */
  givenAt: string
}

/** The two optional categories a visitor chooses; functional is always on (SPEC §5). */
export type OptionalPreferences = Pick<CookiePreferences, 'analytics' | 'marketing'>

export type BannerDecision = { show: false } | { show: true; delayMs: number }

export interface ConsentState {
  /** The preferences in force on this page, chosen or default. */
  preferences: CookiePreferences
  /** The visitor's current stored consent; undefined while they have not chosen, or must be asked again. */
  consent: ConsentRecord | undefined
  /** True while Global Privacy Control, not the visitor, switched the optional categories off. */
  gpcApplied: boolean
  banner: BannerDecision
}

export interface ConsentPolicy {
  revision: number
  maxAgeMonths: number
  bannerDelayMs: number
  defaults: CookiePreferences
}

export interface VisitorContext {
  now: Date
  globalPrivacyControl: boolean
}

/** The raw strings found under the two storage keys (null when absent or unreadable). */
export interface StoredStrings {
  consent: string | null
  preferences: string | null
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function parseConsentRecord(raw: string | null): ConsentRecord | undefined {
  const value = parseJson(raw)
  if (!isObject(value)) return undefined
  const { revision, givenAt } = value
  if (typeof revision !== 'number' || !Number.isInteger(revision)) return undefined
  if (typeof givenAt !== 'string' || !Number.isFinite(Date.parse(givenAt))) return undefined
  return { revision, givenAt }
}

export function parsePreferences(raw: string | null): CookiePreferences | undefined {
  const value = parseJson(raw)
  if (!isObject(value)) return undefined
  const { functional, analytics, marketing } = value
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return undefined
  if (functional !== undefined && typeof functional !== 'boolean') return undefined
  return withFunctional({ analytics, marketing })
}

/** Functional storage cannot be switched off, whatever a caller or a stored value says. */
export function withFunctional({ analytics, marketing }: OptionalPreferences): CookiePreferences {
  return { functional: true, analytics, marketing }
}

/** Adds calendar months in UTC, clamping to the month's last day (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

/**
 * A consent is current when it was given for this revision, not in the future (a clock set
 * back, or an edited value) and less than `maxAgeMonths` ago.
 */
export function isConsentCurrent(record: ConsentRecord, policy: Pick<ConsentPolicy, 'revision' | 'maxAgeMonths'>, now: Date): boolean {
  if (record.revision !== policy.revision) return false
  const givenAt = new Date(record.givenAt)
  if (givenAt.getTime() > now.getTime()) return false
  return now.getTime() < addMonths(givenAt, policy.maxAgeMonths).getTime()
}

export const functionalOnly: CookiePreferences = withFunctional({ analytics: false, marketing: false })

/**
 * The state a page starts in. A visitor has chosen only when both keys hold valid values and
 * the consent is current. When they must be asked again (new revision, or expired), their
 * previous preferences stay in force until they answer, so an earlier opt-out is never undone
 * by asking. Global Privacy Control switches the optional categories off until an explicit choice.
 */
export function initialConsentState(stored: StoredStrings, policy: ConsentPolicy, visitor: VisitorContext): ConsentState {
  const consent = parseConsentRecord(stored.consent)
  const preferences = parsePreferences(stored.preferences)
  if (consent && preferences && isConsentCurrent(consent, policy, visitor.now)) {
    return { preferences, consent, gpcApplied: false, banner: { show: false } }
  }
  const previous = consent && preferences ? preferences : policy.defaults
  return undecidedState(previous, policy.bannerDelayMs, visitor.globalPrivacyControl)
}

/** No current choice: the banner is due after `delayMs`, and GPC turns the optional categories off. */
export function undecidedState(base: CookiePreferences, delayMs: number, globalPrivacyControl: boolean): ConsentState {
  return {
    preferences: globalPrivacyControl ? functionalOnly : base,
    consent: undefined,
    gpcApplied: globalPrivacyControl,
    banner: { show: true, delayMs },
  }
}
