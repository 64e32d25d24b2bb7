// @ts-check
// Finds the system programs the checks drive, and with --ensure installs the missing ones:
//   - Chromium's headless shell, for Playwright (axe, the audit, the size budget): $CHROME_PATH, then Debian's
//     /usr/bin/chromium-headless-shell. The same engine and version as Debian's Chromium without the full browser
//     around it: the browser suites take about 30% less CPU on it, and CPU is what bounds them here.
//   - Chromium, for Lighthouse, which measures the browser visitors run: $CHROME_PATH, then Debian's /usr/bin/chromium.
//     Playwright's own browser download is never used because this project runs offline.
//   - Java 11+, for the W3C Nu HTML Checker (vnu-jar). Its install script, which would download a
//     Java of its own, is denied in package.json's allowScripts, so the system's Java runs it.
// Installing needs root on Debian (apt-get); anywhere else --ensure stops with instructions.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const debianChromium = '/usr/bin/chromium'
const debianHeadlessShell = '/usr/bin/chromium-headless-shell'

/** @param {string} debianPath @returns {string | undefined} */
function findBrowser(debianPath) {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  if (existsSync(debianPath)) return debianPath
  return undefined
}

const findChromium = () => findBrowser(debianChromium)
const findHeadlessShell = () => findBrowser(debianHeadlessShell)

/** @param {string | undefined} found @param {string} name @returns {string} */
function browserOrExplain(found, name) {
  if (!found) throw new Error(`No ${name}: run \`node tests/helpers/system-tools.mjs --ensure\` or set CHROME_PATH`)
  return found
}

/** The full browser's path, for Lighthouse; throws, saying how to get one, when there is none. */
export const chromiumPath = () => browserOrExplain(findChromium(), 'Chromium')

/** The headless shell's path, for Playwright; throws, saying how to get one, when there is none. */
export const headlessShellPath = () => browserOrExplain(findHeadlessShell(), 'Chromium headless shell')

/** The major version of the `java` on PATH, or undefined when there is none. */
export function javaMajorVersion() {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (run.error) return undefined
  // `java -version` prints e.g. 'openjdk version "17.0.15" 2025-04-15' (or "1.8.0_402") on stderr.
  const match = /version "(?:1\.)?(\d+)/.exec(run.stderr)
  return match ? Number(match[1]) : undefined
}

const minimumJava = 11

/** What is missing, each with the Debian packages that provide it and how to get it elsewhere. */
function missingTools() {
  /** @type {{ name: string, packages: string[], elsewhere: string }[]} */
  const missing = []
  const elsewhere =
    'install Chromium or Chrome and point CHROME_PATH at it, e.g. on macOS\n' +
    '  export CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"'
  if (!findChromium()) missing.push({ name: 'Chromium', packages: ['chromium', 'fonts-liberation'], elsewhere })
  if (!findHeadlessShell()) missing.push({ name: "Chromium's headless shell", packages: ['chromium-headless-shell', 'fonts-liberation'], elsewhere })
  if ((javaMajorVersion() ?? 0) < minimumJava) {
    missing.push({ name: `Java ${minimumJava}+`, packages: ['default-jre-headless'], elsewhere: `install a Java runtime ${minimumJava} or later and put \`java\` on PATH` })
  }
  return missing
}

function canInstallWithApt() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')
}

export function ensureSystemTools() {
  const missing = missingTools()
  if (missing.length === 0) return
  if (!canInstallWithApt()) {
    for (const tool of missing) console.error(`No ${tool.name}. Debian/Ubuntu: sudo apt-get install ${tool.packages.join(' ')}; elsewhere: ${tool.elsewhere}`)
    process.exit(1)
  }
  const packages = [...new Set(missing.flatMap((tool) => tool.packages))]
  console.log(`Installing ${missing.map((tool) => tool.name).join(' and ')} with apt-get: ${packages.join(' ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env })
  const stillMissing = missingTools()
  if (stillMissing.length > 0) {
    console.error(`apt-get finished but ${stillMissing.map((tool) => tool.name).join(' and ')} is still missing.`)
    process.exit(1)
  }
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
  // The full browser's headless mode hints glyphs 'slight' whatever this flag says; the headless shell follows it. With
  // 'slight' both render text alike, so the committed snapshots hold in either.
  '--font-render-hinting=slight',
  // Site isolation, on in visitors' Chrome and the full browser, is off in the headless shell by default. Without it a
  // cross-origin frame shares the page's process, and its console warnings (axe's messages to the video player) reach
  // the page's console, which the guard fails on.
  '--site-per-process',
]

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--ensure')) ensureSystemTools()
  console.log(`Chromium: ${findChromium() ?? 'not found'}; headless shell: ${findHeadlessShell() ?? 'not found'}; Java: ${javaMajorVersion() ?? 'not found'}`)
}
