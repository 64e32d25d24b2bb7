// Build-time only (Ladle's Vite config and the tests import it): turns the DTCG document into the files a
// designer or another code base takes away, with Style Dictionary doing the format conversions.
import StyleDictionary from 'style-dictionary'
import { designTokens, fluidExtension, modes, type DesignTokenGroup, type FluidRange, type Mode } from './dtcg'

/** Custom properties are named `--tw-<group>-<token>`, e.g. `--tw-color-surface`. */
export const cssVariablePrefix = 'tw'

/** The CSS selector each mode's custom properties are declared on: light is the default. */
export const modeSelectors: Record<Mode, string> = {
  light: ':root, [data-theme="light"]',
  dark: '[data-theme="dark"]',
}

const fluidTransform = 'size/tensorwright-fluid'
StyleDictionary.registerTransform({
  name: fluidTransform,
  type: 'value',
  filter: (token) => Boolean(token.$extensions?.[fluidExtension]),
  transform: (token) => {
    const { min, preferred, max } = token.$extensions![fluidExtension] as FluidRange
    return `clamp(${min}, ${preferred}, ${max})`
  },
})

/** The shared groups with one mode's `color` and `shadow` at the top, as the site's theme has them. */
function tokensForMode(document: DesignTokenGroup, mode: Mode): DesignTokenGroup {
  const shared = Object.fromEntries(Object.entries(document).filter(([name]) => !(modes as readonly string[]).includes(name)))
  const { $description: _description, ...modeGroups } = document[mode] as DesignTokenGroup
  return { ...shared, ...modeGroups }
}

async function cssForMode(document: DesignTokenGroup, mode: Mode): Promise<string> {
  const dictionary = new StyleDictionary({
    tokens: tokensForMode(document, mode),
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'disabled' },
    platforms: {
      css: {
        prefix: cssVariablePrefix,
        transforms: ['name/kebab', 'fontFamily/css', 'cubicBezier/css', 'shadow/css/shorthand', fluidTransform],
        files: [
          {
            destination: `${mode}.css`,
            format: 'css/variables',
            // Dark declares only what differs by mode; the shared tokens come from light's `:root`.
            filter: mode === 'light' ? undefined : (token) => token.path[0] === 'color' || token.path[0] === 'shadow',
            options: { selector: modeSelectors[mode], outputReferences: false, showFileHeader: false },
          },
        ],
      },
    },
  })
  const [file] = await dictionary.formatPlatform('css')
  return String(file!.output)
}

export interface TokenFiles {
  'tokens.json': string
  'tokens.css': string
}

/** The two files `npm run stories:build` publishes under `tokens/`. */
export async function tokenFiles(): Promise<TokenFiles> {
  const document = designTokens()
  const css = await Promise.all(modes.map((mode) => cssForMode(document, mode)))
  return {
    'tokens.json': `${JSON.stringify(document, null, 2)}\n`,
    'tokens.css': `/* Generated from design-system/tokens by Style Dictionary; do not edit. */\n${css.join('\n')}`,
  }
}
