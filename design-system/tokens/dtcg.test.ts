import { describe, expect, test } from 'vitest'
import { darkValues, lightValues } from '../themes/values'
import { designTokens, modes, parseShadow, type DesignToken, type DesignTokenGroup } from './dtcg'
import { breakpoints, palette } from './index'
import { cssVariablePrefix, modeSelectors, tokenFiles } from './styleDictionary'

// The token types of the DTCG format and how each value must look in the string forms we write.
const validValue: Record<string, (value: unknown) => boolean> = {
  color: (value) => typeof value === 'string' && /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(value),
  dimension: (value) => typeof value === 'string' && /^-?\d+(\.\d+)?(px|rem|em)$/.test(value),
  duration: (value) => typeof value === 'string' && /^\d+(\.\d+)?ms$/.test(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  fontWeight: (value) => typeof value === 'number' && value >= 1 && value <= 1000,
  fontFamily: (value) => typeof value === 'string' || (Array.isArray(value) && value.every((family) => typeof family === 'string')),
  cubicBezier: (value) =>
    Array.isArray(value) && value.length === 4 && value.every(Number.isFinite) && [value[0], value[2]].every((x) => x >= 0 && x <= 1),
  shadow: (value) => {
    if (typeof value !== 'object' || value === null) return false
    const shadow = value as Record<string, unknown>
    return validValue.color!(shadow.color) && ['offsetX', 'offsetY', 'blur', 'spread'].every((key) => validValue.dimension!(shadow[key]))
  },
}
const groupProperties = new Set(['$type', '$description', '$extensions'])
const aliasPattern = /^\{([^{}]+)\}$/

const isToken = (node: unknown): node is DesignToken => typeof node === 'object' && node !== null && '$value' in node

/** Every token with its dotted path and the type it has or inherits. */
function flatten(group: DesignTokenGroup, path: string[] = [], inherited?: string): { path: string; token: DesignToken; type?: string }[] {
  return Object.entries(group).flatMap(([name, node]) => {
    if (name.startsWith('$')) return []
    if (isToken(node)) return [{ path: [...path, name].join('.'), token: node, type: node.$type ?? group.$type ?? inherited }]
    return flatten(node as DesignTokenGroup, [...path, name], (node as DesignTokenGroup).$type ?? group.$type ?? inherited)
  })
}

/** What makes a document invalid DTCG, one sentence each; empty when it is valid. */
function dtcgProblems(document: DesignTokenGroup): string[] {
  const problems: string[] = []
  const walk = (group: DesignTokenGroup, path: string) => {
    for (const [name, node] of Object.entries(group)) {
      if (name.startsWith('$')) {
        if (!groupProperties.has(name)) problems.push(`${path || 'root'}: unknown property ${name}`)
        continue
      }
      if (/[{}.]/.test(name)) problems.push(`${path}.${name}: names may not hold { } or .`)
      if (typeof node !== 'object' || node === null) problems.push(`${path}.${name}: neither a token nor a group`)
      else if (!isToken(node)) walk(node as DesignTokenGroup, path ? `${path}.${name}` : name)
    }
  }
  walk(document, '')
  const tokens = flatten(document)
  const byPath = new Map(tokens.map((entry) => [entry.path, entry]))
  for (const { path, token, type } of tokens) {
    if (!type || !validValue[type]) {
      problems.push(`${path}: no known $type (${type})`)
      continue
    }
    const alias = typeof token.$value === 'string' ? aliasPattern.exec(token.$value) : null
    if (alias) {
      const target = byPath.get(alias[1]!)
      if (!target) problems.push(`${path}: alias ${token.$value} names no token`)
      else if (target.type !== type) problems.push(`${path}: alias of a ${target.type} as a ${type}`)
    } else if (!validValue[type](token.$value)) {
      problems.push(`${path}: ${JSON.stringify(token.$value)} is not a valid ${type}`)
    }
  }
  return problems
}

/** A token's value as the site's CSS writes it, following aliases. */
function cssValue(document: DesignTokenGroup, path: string): string {
  const entry = flatten(document).find((candidate) => candidate.path === path)
  if (!entry) throw new Error(`no token ${path}`)
  const { token, type } = entry
  const alias = typeof token.$value === 'string' ? aliasPattern.exec(token.$value) : null
  if (alias) return cssValue(document, alias[1]!)
  const fluid = token.$extensions?.['com.tensorwright.fluid'] as { min: string; preferred: string; max: string } | undefined
  if (fluid) return `clamp(${fluid.min}, ${fluid.preferred}, ${fluid.max})`
  if (type === 'fontFamily') return (token.$value as string[]).map((family) => (/\s/.test(family) ? `'${family}'` : family)).join(', ')
  if (type === 'cubicBezier') return `cubic-bezier(${(token.$value as number[]).join(', ')})`
  if (type === 'shadow') return JSON.stringify(token.$value)
  return String(token.$value)
}

/** The theme's values as dotted paths, e.g. `color.surface` → `#ffffff`. */
function themeLeaves(values: object, path: string[] = []): [string, string][] {
  return Object.entries(values).flatMap(([name, value]) =>
    typeof value === 'object' ? themeLeaves(value as object, [...path, name]) : [[[...path, name].join('.'), String(value)] as [string, string]],
  )
}

const modeValues = { light: lightValues, dark: darkValues }
const perMode = (path: string) => path.startsWith('color.') || path.startsWith('shadow.')
// The fonts quote one family the DTCG list cannot tell apart from an unquoted one; CSS reads both the same.
const normaliseFamilies = (value: string) => value.replace(/'(SFMono-Regular)'/g, '$1')

describe('tokens.json', () => {
  const document = designTokens()

  test('is valid DTCG: known types, valid values, every alias resolves to a token of its type', () => {
    expect(dtcgProblems(document)).toEqual([])
    expect(flatten(document).length).toBeGreaterThan(150)
  })

  test.each(modes)('equals the %s theme value for value, and holds nothing the theme lacks', (mode) => {
    const leaves = themeLeaves(modeValues[mode])
    for (const [path, value] of leaves) {
      const tokenPath = perMode(path) ? `${mode}.${path}` : path
      const expected = path.startsWith('shadow.') ? JSON.stringify(parseShadow(value)) : normaliseFamilies(value)
      expect(normaliseFamilies(cssValue(document, tokenPath)), tokenPath).toBe(expected)
    }
    const themePaths = new Set(leaves.map(([path]) => (perMode(path) ? `${mode}.${path}` : path)))
    const otherMode = modes.find((other) => other !== mode)!
    const extra = flatten(document)
      .map(({ path }) => path)
      .filter((path) => !themePaths.has(path) && !path.startsWith(`${otherMode}.`) && !/^(palette|breakpoint)\./.test(path))
    expect(extra).toEqual([])
  })

  test('keeps the theme colours that name a palette entry as aliases of it', () => {
    expect((document.light as DesignTokenGroup).color).toMatchObject({ surface: { $value: '{palette.white}' }, text: { $value: '{palette.slate800}' } })
    expect(Object.keys(document.palette as object).filter((name) => !name.startsWith('$'))).toEqual(Object.keys(palette))
    expect(new Set(Object.values(palette)).size, 'palette values are unique, so an alias names the one entry').toBe(Object.keys(palette).length)
    expect(cssValue(document, 'breakpoint.tablet')).toBe(`${breakpoints.tablet}px`)
  })

  test('shadows keep their colour and alpha', () => {
    expect(parseShadow('0 8px 24px rgb(11 16 32 / 0.08)')).toEqual({ color: '#0b102014', offsetX: '0px', offsetY: '8px', blur: '24px', spread: '0px' })
  })
})

describe('tokens.css', () => {
  test('declares every token for light on :root and the mode colours again for dark', async () => {
    const css = (await tokenFiles())['tokens.css']
    const block = (selector: string) => css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)))
    const declared = (selector: string, name: string) => new RegExp(`--${cssVariablePrefix}-${name}: ([^;]+);`).exec(block(selector))?.[1]
    expect(declared(modeSelectors.light, 'color-surface')).toBe(lightValues.color.surface)
    expect(declared(modeSelectors.dark, 'color-surface')).toBe(darkValues.color.surface)
    expect(declared(modeSelectors.light, 'font-size-display')).toBe(lightValues.fontSize.display)
    expect(declared(modeSelectors.light, 'motion-easing')).toBe(lightValues.motion.easing)
    expect(declared(modeSelectors.dark, 'space-small'), 'dark repeats only what differs by mode').toBeUndefined()
    // One declaration per token: shared and light ones on :root, dark ones on their own selector.
    expect(css.match(/--tw-[\w-]+:/g)).toHaveLength(flatten(designTokens()).length)
  })
})

describe('the DTCG check fails on a planted defect', () => {
  test('a value of the wrong form, an unknown type, a dangling alias and an alias of another type', () => {
    const planted: DesignTokenGroup = {
      space: { $type: 'dimension', small: { $value: '12' }, medium: { $value: '{space.small}' } },
      odd: { $type: 'gradient', one: { $value: 'red' } },
      color: { $type: 'color', text: { $value: '{palette.nothing}' }, border: { $value: '{space.small}' } },
    }
    expect(dtcgProblems(planted)).toEqual([
      'space.small: "12" is not a valid dimension',
      'odd.one: no known $type (gradient)',
      'color.text: alias {palette.nothing} names no token',
      'color.border: alias of a dimension as a color',
    ])
  })

  test('a theme value that differs from its token', () => {
    const planted = structuredClone(designTokens())
    ;((planted.light as DesignTokenGroup).color as DesignTokenGroup).text = { $value: '#123456' }
    expect(cssValue(planted, 'light.color.text')).not.toBe(lightValues.color.text)
  })
})
