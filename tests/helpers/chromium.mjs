// @ts-check
// Finds the browser the test suites drive: $CHROME_PATH, then Debian's
// /usr/bin/chromium. With --ensure it installs Debian's package when it can
// (root on Debian) and otherwise stops with instructions; Playwright's own
// browser download is never used because this project runs offline.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const debianChromium = '/usr/bin/chromium'

/** @returns {string | undefined} */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  if (existsSync(debianChromium)) return debianChromium
  return undefined
}

function canInstallWithApt() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  if (!canInstallWithApt()) {
    console.error(
      'No Chromium found. Install one and/or point CHROME_PATH at it, e.g.\n' +
        '  Debian/Ubuntu: sudo apt-get install chromium\n' +
        '  macOS:         export CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"',
    )
    process.exit(1)
  }
  console.log('Installing Debian chromium with apt-get ...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', 'chromium', 'fonts-liberation'], { stdio: 'inherit', env })
  const installed = findChromium()
  if (!installed) {
    console.error('apt-get finished but /usr/bin/chromium is still missing.')
    process.exit(1)
  }
  return installed
}

/** Flags for headless Chromium in a sandboxed, offline container. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
]

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--ensure')) console.log(`Chromium: ${ensureChromium()}`)
  else console.log(findChromium() ?? 'not found')
}
