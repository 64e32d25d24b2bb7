// The files of the editor's static entry, /admin: its page, its configuration, Sveltia CMS's script and the fonts that
// script draws with, all from our own origin. The build writes them into dist/client/admin (generate/editorPlugin.ts)
// and `npm run cms` serves the same files beside `vike dev`.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { CmsConfig } from '@sveltia/cms'
import { stringify } from 'yaml'
import { site } from '#content/site'
import { editorDirectory } from './location.mjs'

export interface EditorFile {
  /** Relative to the site's root, e.g. `admin/index.html`. */
  path: string
  content: string | Buffer
}

/** @sveltia/cms's folder: the package exports only its module, so its other files are found beside that. */
const packageRoot = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..')
/** The classic-script build the package ships for a `<script src>`: everything but fonts and optional features in one file. */
const scriptFile = join(packageRoot, 'dist', 'sveltia-cms.js')
/** The same fonts the script's own CSS names, which the package ships for builds that host them. */
const fontFolder = join(packageRoot, 'npm', 'assets')

const scriptPath = `${editorDirectory}/sveltia-cms.js`
const fontPath = (file: string) => `${editorDirectory}/fonts/${file}`
/**
 * The script finds its package's other files (interface translations, its own package.json for the update check)
 * under one CDN address, `https://unpkg.com/@sveltia/cms`, to which it adds `@<version>/locales/…` or `/package.json`.
 * We serve those files under this path instead.
 */
const packageCdnBase = 'https://unpkg.com/@sveltia/cms'
const hostedPackagePath = `${editorDirectory}/sveltia-cms`

/**
 * The script's `@font-face` rules load its three faces from Fontsource's CDN; each URL,
 * `https://cdn.jsdelivr.net/fontsource/fonts/<id>[:vf]@<version>/<subset>.woff2`, is pointed at our copy of that file.
 */
const fontsourceCdnUrl = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[0-9.]+\/([a-z0-9-]+)\.woff2/g

interface HostedScript {
  text: string
  /** Font files the script now loads from us, by their name in the package. */
  fonts: string[]
}

/**
 * Sveltia's script with its fonts and its package's files on our origin. Fails, naming what changed, if an upgrade
 * finds them otherwise.
 */
export function hostedScript(script: string, fontFiles: readonly string[]): HostedScript {
  const packageBase = `\`${packageCdnBase}\``
  const bases = script.split(packageBase).length - 1
  if (bases !== 1) throw new Error(`The editor's script names its package's CDN address ${packageCdnBase} ${bases} times, not once: see how this @sveltia/cms finds its translations (README.md, Upgrading)`)
  const fonts = new Set<string>()
  const text = script.replace(packageBase, `\`/${hostedPackagePath}\``).replace(fontsourceCdnUrl, (url, family: string, subset: string) => {
    const file = fontFiles.find((candidate) => candidate.startsWith(`${family}-${subset}-`) && candidate.endsWith('.woff2'))
    if (!file) throw new Error(`The editor's script loads ${url}, and @sveltia/cms ships no ${family}-${subset} font to host instead`)
    fonts.add(file)
    return `/${fontPath(file)}`
  })
  if (fonts.size === 0) throw new Error("The editor's script names no Fontsource font any more: see how this @sveltia/cms loads its fonts (README.md, Upgrading)")
  if (text.includes('cdn.jsdelivr.net')) throw new Error("The editor's script still names cdn.jsdelivr.net after its fonts were moved to our origin")
  return { text, fonts: [...fonts] }
}

const editorPage = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${site.brand} content</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script src="/${scriptPath}"></script>
</head>
<body></body>
</html>
`

const configHeader = '# Generated from the content schemas by renderer/cms/config.ts each build: edit those, not this file.\n'

/** Every file of /admin, for the given configuration. */
export function editorFiles(config: CmsConfig): EditorFile[] {
  const fontFiles = readdirSync(fontFolder)
  const script = hostedScript(readFileSync(scriptFile, 'utf8'), fontFiles)
  const licences = (font: string) => fontFiles.filter((file) => file.endsWith('.LICENSE.txt') && font.startsWith(file.replace('.LICENSE.txt', '-')))
  const manifest = readFileSync(join(packageRoot, 'package.json'), 'utf8')
  const { version } = JSON.parse(manifest) as { version: string }
  const localeFolder = join(packageRoot, 'locales')
  return [
    { path: `${editorDirectory}/index.html`, content: editorPage() },
    { path: `${editorDirectory}/config.yml`, content: configHeader + stringify(config) },
    { path: scriptPath, content: script.text },
    ...script.fonts.flatMap((font) => [font, ...licences(font)]).map((file) => ({ path: fontPath(file), content: readFileSync(join(fontFolder, file)) })),
    // The update check reads the version from here: the pinned one, so it never offers another.
    { path: `${hostedPackagePath}/package.json`, content: manifest },
    // The interface in the languages a browser may ask for; English is in the script.
    ...readdirSync(localeFolder).map((file) => ({ path: `${hostedPackagePath}@${version}/locales/${file}`, content: readFileSync(join(localeFolder, file)) })),
  ]
}
