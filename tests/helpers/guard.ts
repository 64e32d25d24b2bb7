import type { BrowserContext, ConsoleMessage, Request, Route } from '@playwright/test'
import { ports } from './ports'

/**
 * Watches one browser context for the two things no test may do by accident:
 * reach a host other than our test servers, and write an error or warning to
 * the console. Everything is recorded at the context level, so fetch, XHR,
 * beacons, scripts, images, iframes, workers and popups are all covered; the
 * fixtures check the record after each test.
 */

const localOrigins = new Set(
  [ports.site, ports.stories].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
)

/** True for an http(s) or ws(s) URL whose origin is not one of our test servers. */
export function isOutsideUrl(url: string | URL): boolean {
  let parsed: URL
  try {
    parsed = typeof url === 'string' ? new URL(url) : url
  } catch {
    return false
  }
  const protocol = { 'ws:': 'http:', 'wss:': 'https:' }[parsed.protocol] ?? parsed.protocol
  if (protocol !== 'http:' && protocol !== 'https:') return false
  return !localOrigins.has(`${protocol}//${parsed.host}`)
}

/** Playwright's URL patterns: a glob string (`*` within a path segment, `**` across them), a RegExp or a predicate. */
export type UrlPattern = string | RegExp | ((url: URL) => boolean)

function globToRegExp(glob: string): RegExp {
  let source = ''
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*'
      i += 1
    } else if (char === '*') {
      source += '[^/]*'
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    }
  }
  return new RegExp(`^${source}$`)
}

function matchesPattern(pattern: UrlPattern, url: string): boolean {
  if (typeof pattern === 'function') return pattern(new URL(url))
  if (pattern instanceof RegExp) return pattern.test(url)
  return globToRegExp(pattern).test(url)
}

/** Link types that open a connection or fetch without the page making a request we can intercept first. */
export const connectingLinkRels = ['preconnect', 'dns-prefetch', 'prefetch', 'preload', 'modulepreload'] as const

export interface ConsoleExpectation {
  text: string
  /** Match `text` as a prefix instead of the whole message. */
  prefix: boolean
  /** Only a message whose source URL has this pathname (e.g. the 404 page for its own status message). */
  pathname?: string
  /** Exactly how many messages must match; when absent, at least one. */
  times?: number
  /** How many messages matched. */
  seen: number
}

export interface ConsoleExpectationOptions {
  prefix?: boolean
  pathname?: string
  times?: number
}

/** Chromium's own line for a document or resource answered with 404. */
export const notFoundStatusMessage = 'Failed to load resource: the server responded with a status of 404 (Not Found)'

function describeExpectation({ text, prefix, pathname }: ConsoleExpectation) {
  return `${prefix ? 'a message starting with ' : ''}${JSON.stringify(text)}${pathname ? ` from ${pathname}` : ''}`
}

function countProblem(expectation: ConsoleExpectation): string | undefined {
  const { seen, times } = expectation
  if (times === undefined ? seen > 0 : seen === times) return undefined
  if (seen === 0) return `expected console message never came: ${describeExpectation(expectation)}`
  return `expected console message ${times} time(s), came ${seen}: ${describeExpectation(expectation)}`
}

function expectationMatches(expectation: ConsoleExpectation, message: ConsoleMessage) {
  const text = message.text()
  if (expectation.prefix ? !text.startsWith(expectation.text) : text !== expectation.text) return false
  if (expectation.pathname === undefined) return true
  const { url } = message.location()
  return url !== '' && new URL(url).pathname === expectation.pathname
}

/** What a page's `securitypolicyviolation` event reports, as the guard records it. */
export interface CspViolation {
  directive: string
  blockedUri: string
  documentUri: string
}

/** The binding the init script reports through; Playwright bindings work whatever the page's CSP. */
const cspViolationBinding = '__guardCspViolation'

export class BrowserGuard {
  /** Every outside request the context made, stubbed or not. */
  readonly outsideRequests: Request[] = []
  /** Every Content-Security-Policy violation any page or frame reported. No test may cause one it did not expect. */
  readonly cspViolations: CspViolation[] = []
  /** Violations a test causes on purpose (e.g. the forms embed's refused `<style>`); each must then come. */
  readonly cspExpectations: Omit<CspViolation, 'documentUri'>[] = []
  /** Console errors, warnings and uncaught page errors no expectation allowed. */
  readonly unexpectedConsole: string[] = []
  readonly consoleExpectations: ConsoleExpectation[] = []
  private readonly stubbed = new WeakSet<Request>()
  private readonly stubPatterns: UrlPattern[] = []
  private readonly stubRoutes: { pattern: UrlPattern; handler: (route: Route, request: Request) => Promise<void> }[] = []

  constructor(readonly context: BrowserContext) {}

  /** Starts recording. Unstubbed outside requests are aborted, so nothing ever leaves the machine. */
  async attach() {
    this.context.on('request', (request) => {
      if (isOutsideUrl(request.url())) this.outsideRequests.push(request)
    })
    await this.context.route(isOutsideUrl, (route) => route.abort('blockedbyclient'))
    this.context.on('console', (message) => this.onConsole(message))
    this.context.on('weberror', (error) => this.unexpectedConsole.push(`pageerror: ${error.error().message}`))
    await this.context.exposeBinding(cspViolationBinding, (_source, violation: CspViolation) => {
      this.cspViolations.push(violation)
    })
    await this.context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (violation: CspViolation) => void>)[binding]
        report?.({ directive: event.effectiveDirective, blockedUri: event.blockedURI, documentUri: event.documentURI })
      })
    }, cspViolationBinding)
  }

  /** Allows one kind of violation (the directive, and the blocked URL or `inline`) and requires that it comes. */
  expectCspViolation(directive: string, blockedUri: string) {
    this.cspExpectations.push({ directive, blockedUri })
  }

  cspProblems(): string[] {
    const matches = (expected: Omit<CspViolation, 'documentUri'>, violation: CspViolation) =>
      expected.directive === violation.directive && expected.blockedUri === violation.blockedUri
    const unexpected = this.cspViolations
      .filter((violation) => !this.cspExpectations.some((expected) => matches(expected, violation)))
      .map(({ directive, blockedUri, documentUri }) => `CSP violation: ${directive} blocked ${blockedUri || '(inline)'} on ${documentUri}`)
    const missing = this.cspExpectations
      .filter((expected) => !this.cspViolations.some((violation) => matches(expected, violation)))
      .map(({ directive, blockedUri }) => `expected CSP violation never came: ${directive} blocked ${blockedUri}`)
    return [...unexpected, ...missing]
  }

  /**
   * Fulfils requests matching `pattern` with `handler` and marks them expected.
   * Routes added later take precedence, so this runs before the catch-all abort.
   */
  async stub(pattern: UrlPattern, handler: (route: Route, request: Request) => Promise<void> | void) {
    const wrapped = async (route: Route, request: Request) => {
      this.stubbed.add(request)
      await handler(route, request)
    }
    this.stubPatterns.push(pattern)
    this.stubRoutes.push({ pattern, handler: wrapped })
    await this.context.route(pattern, wrapped)
  }

  isStubbed(url: string) {
    return this.stubPatterns.some((pattern) => matchesPattern(pattern, url))
  }

  /** Allows one console message and requires that it comes: at least once, or exactly `times` times. */
  expectConsole(text: string, { prefix = false, pathname, times }: ConsoleExpectationOptions = {}) {
    if (text === '') throw new Error('An empty console expectation would allow every message')
    if (times !== undefined && !(Number.isInteger(times) && times > 0)) throw new Error(`times must be a positive whole number, not ${times}`)
    this.consoleExpectations.push({
      text,
      prefix,
      ...(pathname === undefined ? {} : { pathname }),
      ...(times === undefined ? {} : { times }),
      seen: 0,
    })
  }

  private onConsole(message: ConsoleMessage) {
    // Expectations match any message type, so an expected `console.log` is still required to appear.
    const expectation = this.consoleExpectations.find((candidate) => expectationMatches(candidate, message))
    if (expectation) {
      expectation.seen += 1
      return
    }
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const { url } = message.location()
    this.unexpectedConsole.push(`console ${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`)
  }

  /** `<link>` elements in every open page and frame that would connect to an outside host. */
  async outsideLinks(): Promise<{ rel: string; href: string }[]> {
    const selector = connectingLinkRels.map((rel) => `link[rel~="${rel}" i]`).join(', ')
    const found: { rel: string; href: string }[] = []
    for (const page of this.context.pages()) {
      if (page.isClosed()) continue
      for (const frame of page.frames()) {
        // One round trip per frame: Ladle adds a modulepreload link for every story chunk it loads, so reading
        // attributes link by link made each story test slower than the last. evaluateAll runs with JavaScript disabled too.
        const links = await frame
          .locator(selector)
          .evaluateAll((elements) => elements.map((element) => ({ rel: element.getAttribute('rel'), href: element.getAttribute('href') })))
          .catch(() => [])
        for (const { rel, href } of links) {
          if (!rel || !href) continue
          let absolute: string
          try {
            absolute = new URL(href, frame.url()).href
          } catch {
            continue
          }
          if (isOutsideUrl(absolute)) found.push({ rel, href: absolute })
        }
      }
    }
    return found
  }

  /** Outside requests and connecting links that no stub expected, each naming its URL. */
  async outsideRequestProblems(): Promise<string[]> {
    // A request the policy refused, as the test expected, never left the browser.
    const refusedAsExpected = (url: string) =>
      this.cspExpectations.some((expected) => expected.blockedUri === url) && this.cspViolations.some((violation) => violation.blockedUri === url)
    const problems = this.outsideRequests
      .filter((request) => !this.stubbed.has(request) && !refusedAsExpected(request.url()))
      .map((request) => `outside request (${request.resourceType()}): ${request.url()}`)
    for (const { rel, href } of await this.outsideLinks()) {
      if (!this.isStubbed(href)) problems.push(`outside <link rel="${rel}">: ${href}`)
    }
    return problems
  }

  /** Unexpected console errors and warnings, page errors, and expected messages that never came. */
  consoleProblems(): string[] {
    const miscounted = this.consoleExpectations.map(countProblem).filter((problem) => problem !== undefined)
    return [...this.unexpectedConsole, ...miscounted]
  }

  async problems(): Promise<string[]> {
    return [...(await this.outsideRequestProblems()), ...this.consoleProblems(), ...this.cspProblems()]
  }

  /** Forgets records, expectations and stubs, for a context shared by several tests. */
  async reset() {
    this.outsideRequests.length = 0
    this.unexpectedConsole.length = 0
    this.cspViolations.length = 0
    this.cspExpectations.length = 0
    this.consoleExpectations.length = 0
    this.stubPatterns.length = 0
    for (const { pattern, handler } of this.stubRoutes.splice(0)) await this.context.unroute(pattern, handler)
  }
}
