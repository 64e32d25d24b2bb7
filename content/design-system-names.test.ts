// Content names design-system icons and highlighter languages by string, so it
// does not import the design system; this test checks every such name against
// the lists the design system exports, so a typo fails here rather than
// rendering nothing.
import { describe, expect, test } from 'vitest'
import { highlightLanguages } from '#design-system/components/CodeBlock/tokens'
import { iconNames } from '#design-system/components/Icon/Icon'

// Every content data module (schemas, tests and build-only code hold no names).
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts', '!./**/*.schema.ts', '!./**/schema.ts', '!./**/*.server.ts'], {
  eager: true,
})

/** Every string found at `key` anywhere in the exported values, with where it was found. */
function valuesAt(key: string): { where: string; value: string }[] {
  const found: { where: string; value: string }[] = []
  const seen = new Set<unknown>()
  const walk = (value: unknown, where: string) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return
    seen.add(value)
    for (const [childKey, child] of Object.entries(value)) {
      if (childKey === key && typeof child === 'string') found.push({ where: `${where}.${childKey}`, value: child })
      else walk(child, `${where}.${childKey}`)
    }
  }
  for (const [file, exports] of Object.entries(modules)) walk(exports, file.slice(2))
  return found
}

describe('names content gives the design system', () => {
  test('every icon name is one of the design system\'s iconNames', () => {
    const icons = valuesAt('icon')
    // The tool, industry, feature and contact cards alone name dozens; none found means the walk is broken.
    expect(icons.length).toBeGreaterThan(30)
    const known = new Set<string>(iconNames)
    expect(icons.filter(({ value }) => !known.has(value)).map(({ where, value }) => `${where}: ${value}`)).toEqual([])
  })

  test('every code sample language is one the highlighter supports', () => {
    const languages = valuesAt('language')
    expect(languages.length).toBeGreaterThanOrEqual(4)
    const known = new Set<string>(highlightLanguages)
    expect(languages.filter(({ value }) => !known.has(value)).map(({ where, value }) => `${where}: ${value}`)).toEqual([])
  })
})
