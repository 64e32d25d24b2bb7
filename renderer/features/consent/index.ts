export { consentStore, createConsentStore, serverConsentState, type ConsentStore, type ConsentStoreOptions } from './store'
export type { BannerDecision, ConsentRecord, ConsentState, OptionalPreferences } from './state'
export { useBannerVisible, useConsent } from './useConsent'
export { ConsentBanner, type ConsentBannerProps } from './ConsentBanner'
