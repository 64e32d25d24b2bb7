import { defineConfig } from '@playwright/test'
import { chromiumArgs, headlessShellPath } from './helpers/system-tools.mjs'
import { ports } from './helpers/ports'
import { screenshotCapture, type ProjectName } from './helpers/screenshots'
import { desktopOnlyTag } from './a11y/audit/pages'

/** `CI=true` (as `.ci/run` sets it): committed baselines only, no `.only`, fresh servers. */
const ci = ['true', '1'].includes(process.env.CI ?? '')

const executablePath = headlessShellPath()

/**
 * The editor's end-to-end test (editor/) runs alone, in `.ci/run` beside the audit's page matrix
 * (`npm run test:editor`), on the site's build: it needs no stories server.
 */
const editorRun = ['1', 'true'].includes(process.env.EDITOR_E2E ?? '')
const editorSpecs = editorRun ? [] : ['editor/**']

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{projectName}/{arg}{ext}',
  forbidOnly: ci,
  // CI must compare against committed baselines, never write new ones: a missing baseline fails.
  updateSnapshots: ci ? 'none' : 'missing',
  fullyParallel: true,
  // Three on this 2-core machine: the suites wait on their pages (the banner's 1000 ms delay, frames to settle) about
  // as much as they compute. The e2e folder took 175 s with two workers, 158 s with three and 164 s with four.
  workers: 3,
  // On CI a failed test runs once more: a test that fails on a loaded machine and passes on the retry is printed as
  // flaky at the end of the run (helpers/summary-reporter.ts), to be mended; one that fails twice fails the run.
  retries: ci ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['./helpers/summary-reporter.ts']],
  expect: {
    timeout: 10_000,
    // No global tolerance: each screenshot passes helpers/screenshots.ts' screenshotTolerance, in pixels, not a ratio
    // of a page that may be thousands of pixels tall.
    toHaveScreenshot: screenshotCapture,
  },
  use: {
    baseURL: `http://127.0.0.1:${ports.site}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    reducedMotion: 'no-preference',
    // A service worker's fetches bypass context routing, which the outside-request guard relies on.
    serviceWorkers: 'block',
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop' satisfies ProjectName,
      testIgnore: ['**/*.mobile.spec.ts', ...editorSpecs],
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    },
    {
      name: 'mobile' satisfies ProjectName,
      testIgnore: ['**/*.desktop.spec.ts', ...editorSpecs],
      grepInvert: new RegExp(desktopOnlyTag),
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `node renderer/server/serve.mjs --dir dist/client --port ${ports.site}`,
      cwd: '..',
      url: `http://127.0.0.1:${ports.site}/`,
      reuseExistingServer: !ci,
    },
    // The stories are served under the site's own headers, Content-Security-Policy included (helpers/stories-headers.mjs).
    ...(editorRun
      ? []
      : [
          {
            command: `node tests/helpers/stories-headers.mjs dist/client build && node renderer/server/serve.mjs --dir build --port ${ports.stories}`,
            cwd: '..',
            url: `http://127.0.0.1:${ports.stories}/`,
            reuseExistingServer: !ci,
          },
        ]),
  ],
})
