import { describe, expect, test } from 'vitest'

// Every recipe variant must be offered as a Ladle control by some story of its component, with exactly the
// recipe's values, so a designer can try each one without editing code.

interface RecipeLike {
  (...args: never[]): string
  classNames: { variants: Record<string, Record<string, string>> }
}
interface ArgType {
  options?: readonly unknown[]
  control?: { type: string }
}

const styleModules = import.meta.glob<Record<string, unknown>>('../components/*/*.css.ts')
const storyModules = import.meta.glob<Record<string, unknown>>('../components/*/*.stories.tsx')

const isRecipe = (value: unknown): value is RecipeLike =>
  typeof value === 'function' && typeof (value as Partial<RecipeLike>).classNames?.variants === 'object'

const folderOf = (path: string) => path.split('/')[2]!

async function recipesByFolder() {
  const found: { folder: string; name: string; variants: Record<string, string[]> }[] = []
  for (const [path, load] of Object.entries(styleModules)) {
    for (const [name, value] of Object.entries(await load())) {
      if (!isRecipe(value)) continue
      const variants = Object.fromEntries(Object.entries(value.classNames.variants).map(([variant, values]) => [variant, Object.keys(values)]))
      found.push({ folder: folderOf(path), name, variants })
    }
  }
  return found
}

/** The argTypes of every story in the component's folder (the Card folder holds FeatureCard, MediaCard and their header). */
async function argTypesOf(folder: string): Promise<Record<string, ArgType>[]> {
  const paths = Object.keys(storyModules).filter((candidate) => folderOf(candidate) === folder)
  const modules = await Promise.all(paths.map((path) => storyModules[path]!()))
  return modules.flatMap((stories) =>
    Object.values(stories).flatMap((story) => {
      const argTypes = (story as { argTypes?: Record<string, ArgType> } | undefined)?.argTypes
      return argTypes ? [argTypes] : []
    }),
  )
}

/** The variants of a recipe no story offers as a control with exactly its values. */
export function variantsWithoutControl(variants: Record<string, string[]>, stories: Record<string, ArgType>[]): string[] {
  return Object.entries(variants)
    .filter(([variant, values]) => {
      const isBoolean = values.length === 2 && values.includes('true') && values.includes('false')
      return !stories.some((argTypes) => {
        const argType = argTypes[variant]
        if (!argType) return false
        if (isBoolean) return argType.control?.type === 'boolean'
        return [...(argType.options ?? [])].map(String).sort().join() === [...values].sort().join()
      })
    })
    .map(([variant]) => variant)
}

describe('every recipe variant has a Ladle control', () => {
  // Importing every style and story module takes seconds on a busy machine.
  test('each recipe offers every variant as a control', { timeout: 60_000 }, async () => {
    const recipes = await recipesByFolder()
    expect(recipes.length, 'recipes found').toBeGreaterThan(12)
    const missing: string[] = []
    for (const { folder, name, variants } of recipes) {
      const lacking = variantsWithoutControl(variants, await argTypesOf(folder))
      missing.push(...lacking.map((variant) => `${folder}/${name}: ${variant}`))
    }
    expect(missing, 'recipe variants without a control').toEqual([])
  })
})

describe('the controls check fails on a planted gap', () => {
  const variants = { variant: ['solid', 'outline', 'ghost'], fullWidth: ['true', 'false'] }

  test('a variant with no control, or a control missing one value', () => {
    expect(variantsWithoutControl(variants, [{ fullWidth: { control: { type: 'boolean' } } }])).toEqual(['variant'])
    expect(variantsWithoutControl(variants, [{ variant: { options: ['solid', 'outline'] }, fullWidth: { control: { type: 'boolean' } } }])).toEqual(['variant'])
  })

  test('passes once every value is offered, in any story of the component', () => {
    expect(variantsWithoutControl(variants, [{ variant: { options: ['ghost', 'solid', 'outline'] } }, { fullWidth: { control: { type: 'boolean' } } }])).toEqual([])
  })
})
