import type { Browser, Page } from '@playwright/test'
import { home } from '../../content/pages/home'
import { consoleMessages } from '../../renderer/consoleMessages'
import { storyShownAttribute } from '../../.ladle/storyShown'
import { BrowserGuard, notFoundStatusMessage } from '../helpers/guard'
import { expect, gotoHydrated, scrollThroughPage, seedConsentOnce, test as guardedTest } from '../helpers/fixtures'
import { storiesOrigin } from '../helpers/ports'
import { ladleStories, notFoundPath } from '../helpers/prerendered'

// The guards in helpers/fixtures.ts fail tests; these tests prove they can.
// Most open their own context with a fresh BrowserGuard and assert what it
// reports, so the failure is checked by name; the `failsWith` ones let the
// real fixture fail a real test, for the reason named. Desktop only: the guard does not depend on the viewport.

/**
 * `failsWith(reason)`: the test must fail with exactly one error, the guard's, whose list of problems contains `reason`.
 * Unlike `test.fail`, a test that fails for anything else (a timeout, a wrong locator), or does not fail, fails.
 */
const test = guardedTest.extend<{ failsWith: (reason: string) => void }>({
  failsWith: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, testInfo) => {
      let reason: string | undefined
      await use((expected) => void (reason = expected))
      // Auto, so set up before `context` and torn down after it: the guard has run and its error is recorded.
      if (reason === undefined) return
      const messages = testInfo.errors.map((error) => error.message ?? error.value ?? '')
      if (messages.length !== 1 || !messages[0]!.startsWith('Error: guard: ') || !messages[0]!.includes(reason)) {
        throw new Error(`expected the guard to fail this test with ${JSON.stringify(reason)} alone; the errors were: ${JSON.stringify(messages)}`)
      }
      testInfo.expectedStatus = 'failed'
    },
    { auto: true },
  ],
})

const outside = 'https://third-party.example'
const blankPath = '/__guard-self-test'

/** A page on our own origin with nothing on it, so every request comes from the snippet under test. */
async function openBlank(page: Page) {
  await page.route(`**${blankPath}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>guard</title><body></body>' }),
  )
  await page.goto(blankPath)
}

async function guardedPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  // A returning visitor, as in every other suite: a first visit would request analytics, which these checks are not about.
  await seedConsentOnce(context, new URL(baseURL!).origin)
  const guard = new BrowserGuard(context)
  await guard.attach()
  const page = await context.newPage()
  await openBlank(page)
  return { context, guard, page }
}

const requestCases = [
  { name: 'fetch', url: `${outside}/api/fetch`, type: 'fetch', run: (url: string) => void fetch(url).catch(() => undefined) },
  {
    name: 'XHR',
    url: `${outside}/api/xhr`,
    type: 'xhr',
    run: (url: string) => {
      const xhr = new XMLHttpRequest()
      xhr.open('GET', url)
      xhr.send()
    },
  },
  { name: 'sendBeacon', url: `${outside}/collect`, type: 'ping', run: (url: string) => void navigator.sendBeacon(url, 'event') },
  {
    name: 'a script tag',
    url: `${outside}/tag.js`,
    type: 'script',
    run: (url: string) => void document.head.append(Object.assign(document.createElement('script'), { src: url })),
  },
  {
    name: 'an iframe',
    url: `${outside}/frame.html`,
    type: 'document',
    run: (url: string) => void document.body.append(Object.assign(document.createElement('iframe'), { src: url, title: 'x' })),
  },
  {
    name: 'a worker',
    url: `${outside}/from-worker`,
    type: 'fetch',
    run: (url: string) => {
      const source = `fetch(${JSON.stringify(url)}).catch(() => {})`
      new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })))
    },
  },
] as const

test.describe('the outside-request guard', () => {
  for (const { name, url, type, run } of requestCases) {
    test(`reports ${name} to an outside host by URL`, async ({ browser, baseURL }) => {
      const { context, guard, page } = await guardedPage(browser, baseURL)
      const sent = context.waitForEvent('request', (request) => request.url() === url)
      await page.evaluate(run, url)
      await sent
      expect(await guard.outsideRequestProblems()).toEqual([`outside request (${type}): ${url}`])
      await context.close()
    })
  }

  test('reports a preconnect link to an outside host, which makes no request', async ({ browser, baseURL }) => {
    const { context, guard, page } = await guardedPage(browser, baseURL)
    await page.evaluate((href) => {
      for (const rel of ['preconnect', 'dns-prefetch']) {
        document.head.append(Object.assign(document.createElement('link'), { rel, href }))
      }
    }, `${outside}/`)
    expect(await guard.outsideRequestProblems()).toEqual([
      `outside <link rel="preconnect">: ${outside}/`,
      `outside <link rel="dns-prefetch">: ${outside}/`,
    ])
    expect(guard.outsideRequests).toEqual([])
    await context.close()
  })

  test('does not count requests to our own servers', async ({ browser, baseURL }) => {
    const { context, guard, page } = await guardedPage(browser, baseURL)
    await page.goto('/')
    expect(await guard.outsideRequestProblems()).toEqual([])
    await context.close()
  })

  test('passes every kind of request once the host is stubbed', async ({ page, thirdParty }) => {
    const stubbed: string[] = []
    await thirdParty.stub(`${outside}/**`, (route, request) => {
      stubbed.push(request.url())
      const contentType = request.resourceType() === 'script' ? 'text/javascript' : 'text/html'
      // Cross-origin fetch and XHR need CORS, or the browser logs an error the console guard would catch.
      return route.fulfill({ contentType, body: '', headers: { 'access-control-allow-origin': '*' } })
    })
    await openBlank(page)
    for (const { url, run } of requestCases) await page.evaluate(run, url)
    await page.evaluate((href) => document.head.append(Object.assign(document.createElement('link'), { rel: 'preconnect', href })), `${outside}/`)
    await expect.poll(() => [...stubbed].sort()).toEqual(requestCases.map(({ url }) => url).sort())
  })

  test('fails the test through the fixture when a page fetches an outside host', async ({ page, context, failsWith }) => {
    failsWith(`outside request (fetch): ${outside}/unexpected`)
    await openBlank(page)
    const sent = context.waitForEvent('request', (request) => request.url().startsWith(outside))
    await page.evaluate((url) => void fetch(url).catch(() => undefined), `${outside}/unexpected`)
    await sent
  })

  test('fails the test through the fixture when a page carries an outside preconnect', async ({ page, failsWith }) => {
    failsWith(`outside <link rel="preconnect">: ${outside}/`)
    await openBlank(page)
    await page.evaluate((href) => document.head.append(Object.assign(document.createElement('link'), { rel: 'preconnect', href })), outside)
  })
})

test.describe('the console guard', () => {
  test('reports console errors, warnings and uncaught errors', async ({ browser, baseURL }) => {
    const { context, guard, page } = await guardedPage(browser, baseURL)
    await page.evaluate(() => {
      console.error('boom')
      console.warn('careful')
      console.log('chatter is fine')
      setTimeout(() => {
        throw new Error('uncaught')
      })
    })
    await expect.poll(() => guard.consoleProblems().length).toBe(3)
    expect(guard.consoleProblems()).toEqual([
      expect.stringMatching(/^console error: boom/),
      expect.stringMatching(/^console warning: careful/),
      'pageerror: uncaught',
    ])
    await context.close()
  })

  test('allows an expected message only when the whole text matches', async ({ browser, baseURL }) => {
    const { context, guard, page } = await guardedPage(browser, baseURL)
    guard.expectConsole('404: /nope')
    await page.evaluate(() => {
      console.error('404: /nope')
      console.error('404: /nope/deeper')
    })
    await expect.poll(() => guard.consoleProblems()).toEqual([expect.stringMatching(/^console error: 404: \/nope\/deeper/)])
    await context.close()
  })

  test('allows messages starting with an expected prefix only when the test asks for a prefix', async ({ browser, baseURL }) => {
    const { context, guard, page } = await guardedPage(browser, baseURL)
    guard.expectConsole('301: ', { prefix: true })
    await page.evaluate(() => {
      console.warn('301: /old → /new')
      console.warn('Redirect 301: /old')
    })
    await expect.poll(() => guard.consoleProblems()).toEqual([expect.stringMatching(/^console warning: Redirect 301: \/old/)])
    await context.close()
  })

  test('fails when a message expected a number of times comes more often', async ({ browser, baseURL }) => {
    const { context, guard, page } = await guardedPage(browser, baseURL)
    guard.expectConsole('301: /old → /new', { times: 1 })
    await page.evaluate(() => console.log('301: /old → /new'))
    await expect.poll(() => guard.consoleProblems()).toEqual([])
    await page.evaluate(() => console.log('301: /old → /new'))
    await expect
      .poll(() => guard.consoleProblems())
      .toEqual(['expected console message 1 time(s), came 2: "301: /old → /new"'])
    await context.close()
  })

  test('fails when an expected message never comes', async ({ browser, baseURL }) => {
    const { context, guard } = await guardedPage(browser, baseURL)
    guard.expectConsole('forms API not available')
    expect(guard.consoleProblems()).toEqual(['expected console message never came: "forms API not available"'])
    await context.close()
  })

  test("reports the browser's 404 status line unless the test expects it for that path", async ({ browser, baseURL }) => {
    const unexpected = await guardedPage(browser, baseURL)
    // The 404 page's own message (SPEC §2) is not what this test is about.
    unexpected.guard.expectConsole(consoleMessages.notFound(notFoundPath))
    await unexpected.page.goto(notFoundPath)
    await expect.poll(() => unexpected.guard.consoleProblems()).toEqual([`console error: ${notFoundStatusMessage} (${baseURL}${notFoundPath})`])
    await unexpected.context.close()

    const expected = await guardedPage(browser, baseURL)
    expected.guard.expectConsole(consoleMessages.notFound(notFoundPath))
    expected.guard.expectConsole(notFoundStatusMessage, { pathname: '/some-other-path' })
    await expected.page.goto(notFoundPath)
    await expect.poll(() => expected.guard.consoleProblems()).toEqual([
      `console error: ${notFoundStatusMessage} (${baseURL}${notFoundPath})`,
      `expected console message never came: ${JSON.stringify(notFoundStatusMessage)} from /some-other-path`,
    ])
    await expected.context.close()
  })

  test('passes a test that expects the 404 status line of the page it opens', async ({ page, browserConsole }) => {
    browserConsole.expectNotFoundStatus(notFoundPath)
    browserConsole.expect(consoleMessages.notFound(notFoundPath))
    await page.goto(notFoundPath)
    // The pre-rendered 404 heading shows before hydration; the message comes once the page has hydrated
    // and sends the visitor home, so the test waits for that.
    await page.waitForURL((url) => url.pathname === '/')
  })

  test('reports a React hydration mismatch', async ({ browser, baseURL }) => {
    const { context, guard, page } = await guardedPage(browser, baseURL)
    // The server HTML says something the client render does not: React must complain.
    await page.route('**/', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(home.hero.heading, 'A heading the client never renders')
      await route.fulfill({ response, body: html })
    })
    await gotoHydrated(page, '/')
    await expect.poll(() => guard.consoleProblems()).toEqual([expect.stringMatching(/^(pageerror|console error): .*(#418|[Hh]ydrat)/)])
    await context.close()
  })

  test('fails the test through the fixture on an unexpected console error', async ({ page, failsWith }) => {
    failsWith('console error: unexpected')
    await openBlank(page)
    await page.evaluate(() => console.error('unexpected'))
  })

  test('fails the test through the fixture when an expected message never comes', async ({ page, browserConsole, failsWith }) => {
    failsWith('expected console message never came: "404: /nope"')
    browserConsole.expect('404: /nope')
    await openBlank(page)
  })
})

test.describe('the CSP guard', () => {
  const policyPath = '/__guard-csp-self-test'

  /** A page on our own origin whose policy allows no images, so the violation involves no outside host. */
  async function openWithPolicy(page: Page) {
    await page.route(`**${policyPath}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'content-security-policy': "img-src 'none'" },
        body: '<!doctype html><title>csp</title><body></body>',
      }),
    )
    await page.goto(policyPath)
  }

  const loadImage = () => document.body.append(Object.assign(document.createElement('img'), { src: '/favicon.svg', alt: '' }))

  test('reports a securitypolicyviolation event with its directive, blocked URL and page', async ({ browser, baseURL }) => {
    const { context, guard, page } = await guardedPage(browser, baseURL)
    await openWithPolicy(page)
    await page.evaluate(loadImage)
    await expect.poll(() => guard.cspProblems()).toEqual([`CSP violation: img-src blocked ${baseURL}/favicon.svg on ${baseURL}${policyPath}`])
    await context.close()
  })

  test('allows a violation the test expects, and reports an expected one that never comes', async ({ browser, baseURL }) => {
    const { context, guard, page } = await guardedPage(browser, baseURL)
    guard.expectCspViolation('img-src', `${baseURL}/favicon.svg`)
    guard.expectCspViolation('script-src-elem', `${outside}/never.js`)
    await openWithPolicy(page)
    await page.evaluate(loadImage)
    await expect.poll(() => guard.cspProblems()).toEqual([`expected CSP violation never came: script-src-elem blocked ${outside}/never.js`])
    await context.close()
  })

  test("serves the stories under the site's policy, so a story the site would refuse is reported", async ({ browser, baseURL, request }) => {
    const sitePolicy = (await request.get('/')).headers()['content-security-policy']
    expect(sitePolicy).toContain("default-src 'none'")
    expect((await request.get(`${storiesOrigin}/`)).headers()['content-security-policy']).toBe(sitePolicy)

    const { context, guard, page } = await guardedPage(browser, baseURL)
    const story = ladleStories()[0]!.id
    await page.goto(`${storiesOrigin}/?story=${story}&mode=preview`)
    await page.locator(`html[${storyShownAttribute}="${story}"]`).waitFor({ state: 'attached' })
    expect(guard.cspProblems()).toEqual([])
    // Planted: an inline <style>, which the site admits only by hash.
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' })))
    await expect.poll(() => guard.cspViolations.map(({ directive, blockedUri }) => `${directive} ${blockedUri}`)).toEqual(['style-src-elem inline'])
    await context.close()
  })

  test('fails the test through the fixture on a CSP violation', async ({ page, guard, baseURL, failsWith }) => {
    failsWith(`CSP violation: img-src blocked ${baseURL}/favicon.svg on ${baseURL}${policyPath}`)
    await openWithPolicy(page)
    await page.evaluate(loadImage)
    await expect.poll(() => guard.cspViolations.length).toBe(1)
  })
})

test.describe("the page walk's bounds", () => {
  test('a wait that never ends fails the walk within its bound, naming the wait and what it waited for', async ({ page }) => {
    // An image whose response never comes: its decode would wait as long as the test lets it.
    await page.route('**/held-image.png', () => undefined)
    await page.route(`**${blankPath}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>walk</title><body><img src="/held-image.png" alt=""></body>' }),
    )
    await page.goto(blankPath, { waitUntil: 'commit' })
    const walk = await scrollThroughPage(page, { waitBoundMs: 1_000 }).then(
      () => 'ended',
      (error: Error) => error.message,
    )
    expect(walk).toContain('scrollThroughPage: the decoding of the images not yet complete did not end within 1000 ms')
    expect(walk).toContain('/held-image.png')
  })
})
