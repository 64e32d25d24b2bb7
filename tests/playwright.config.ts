import { defineConfig } from '@playwright/test'
import { chromiumArgs, findChromium } from './helpers/chromium.mjs'
import { ports } from './helpers/ports'

const executablePath: string | undefined = findChromium()
if (!executablePath) throw new Error('No Chromium: run `node tests/helpers/chromium.mjs --ensure` or set CHROME_PATH')

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{projectName}/{arg}{ext}',
  forbidOnly: Boolean(process.env.CI),
  // CI must compare against committed baselines, never write new ones.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['./helpers/summary-reporter.ts']],
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 },
  },
  use: {
    baseURL: `http://127.0.0.1:${ports.site}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: chromiumArgs },
    reducedMotion: 'no-preference',
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.mobile.spec.ts',
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    },
    {
      name: 'mobile',
      testIgnore: '**/*.desktop.spec.ts',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: `node renderer/serve.mjs --dir dist/client --port ${ports.site}`,
      cwd: '..',
      url: `http://127.0.0.1:${ports.site}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node renderer/serve.mjs --dir build --port ${ports.stories}`,
      cwd: '..',
      url: `http://127.0.0.1:${ports.stories}/`,
      reuseExistingServer: !process.env.CI,
    },
  ],
})
