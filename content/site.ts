// The brand, every name the spec hides behind a placeholder, and every third-party ID. The names live in
// settings.json, which the marketing team edits (content/README.md, "Settings"); what they may not change, because the
// spec fixes it or code depends on it, is here. All names are fictional.
import settings from './settings.json' with { type: 'json' }

/** SPEC {name}, {cloud}, {reseller}, {email}: one value each, used everywhere. The roles are the spec's words. */
export const placeholders = {
  ceo: { name: settings.ceo.name, role: 'CEO & Founder', profileUrl: settings.ceo.profileUrl },
  vp: { name: settings.vp.name, role: 'VP of Business Innovation', profileUrl: settings.vp.profileUrl },
  cloud: { name: settings.cloud.name, marketplace: settings.cloud.marketplace },
  reseller: { name: settings.reseller.name },
  pressEmail: settings.pressEmail,
} as const

/** The video host's privacy-enhanced player domain: it sets no cookies until the video plays. */
const videoEmbedOrigin = 'https://www.video-host-nocookie.example'

export const site = {
  brand: settings.brand,
  legalName: settings.legalName,
  origin: 'https://www.tensorwright.example',
  tagline: 'minimise compute, maximise control',
  taglineCode: 'min(compute), max(control)',
  footerLine: 'Standard software deployment. Production-ready in days.',
  copyrightYear: 2025,
  locale: 'en_US',
  contactEmail: settings.contactEmail,
  pressEmail: settings.pressEmail,
  schedulingUrl: 'https://cal.scheduling.example/tensorwright/technical-call',
  companyProfileUrl: 'https://www.linkedin.example/company/tensorwright',
  videoUrl: 'https://player.video-host.example/video/tensorwright-overview',
  /** Frames load only from here, and only after a click (About's video); a CSP's frame-src names this origin. */
  videoEmbedOrigin,
  videoEmbedUrl: `${videoEmbedOrigin}/embed/tensorwright-overview`,
} as const

/** Google Analytics 4 measurement ID (SPEC §7 page-view event). */
export const analytics = {
  measurementId: 'G-TW0000DEMO',
  scriptUrl: 'https://www.googletagmanager.com/gtag/js',
  /** Where GA4 sends hits (Google's documented CSP for GA4): the CSP's connect-src and img-src. */
  collectOrigins: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
} as const

/** HubSpot embedded forms (SPEC §7 "Create form"). */
export const forms = {
  scriptUrl: 'https://js.hsforms.net/forms/embed/v2.js',
  /** Forms Submission API v3 (unauthenticated, CORS): our own form posts to `${submitUrl}/{portalId}/{formGuid}`. */
  submitUrl: 'https://api.hsforms.com/submissions/v3/integration/submit',
  /** Where the embed script fetches form definitions, posts and sends its counters: the CSP's connect-src and img-src. */
  embedServiceOrigin: 'https://forms.hsforms.com',
  region: 'na1',
  portalId: '00000000',
  formIds: {
    /** Shared by the degradation and trust-framework white papers and /contact-us. */
    shared: '11111111-1111-4111-8111-111111111111',
    financeWhitePaper: '22222222-2222-4222-8222-222222222222',
    defenseWhitePaper: '33333333-3333-4333-8333-333333333333',
    demo: '44444444-4444-4444-8444-444444444444',
  },
} as const

export type FormKey = keyof typeof forms.formIds

/**
 * The Git-based editor at /admin (renderer/cms): the GitHub repository it commits to and the branch it starts from.
 * Editors sign in with a personal access token; an OAuth app's authenticator is the alternative
 * (renderer/server/README.md, "The editor"): its origin goes in `oauthBaseUrl`, and an empty one keeps tokens only.
 */
export const editor = {
  repository: 'tensorwright/website',
  branch: 'main',
  oauthBaseUrl: '',
} as const
