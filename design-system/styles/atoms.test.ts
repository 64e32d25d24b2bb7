import { expect, it } from 'vitest'
import { atoms } from './atoms'
import { createSprinkles } from '@vanilla-extract/sprinkles/createRuntimeSprinkles'
import { atomConditions, atomTable, colorProperties, responsiveProperties, type Sprinkles } from './sprinkles.css'

// Sprinkles' own runtime over the same definitions: what the pages used before `atoms`.
const sprinkles = createSprinkles(responsiveProperties, colorProperties)

const properties = Object.keys(atomTable.classes)
const valuesOf = (property: string) => Object.keys(atomTable.classes[property] ?? {})

it('knows every property and value sprinkles does', () => {
  expect(properties.length).toBeGreaterThan(10)
  for (const property of properties) {
    for (const value of valuesOf(property)) {
      const props = { [property]: value } as Sprinkles
      expect(atoms(props), `${property}: ${value}`).toBe(sprinkles(props))
    }
  }
})

it('returns what sprinkles returns, in its order, per breakpoint and in any key order', () => {
  for (const property of properties.filter((name) => atomTable.classes[name]?.[valuesOf(name)[0] ?? '']?.length === atomConditions.length)) {
    const [first = '', second = first] = valuesOf(property)
    for (const props of [
      { [property]: { mobile: first, desktop: second } },
      { [property]: { desktop: second, mobile: first } },
      { [property]: { tablet: second } },
    ] as Sprinkles[]) {
      expect(atoms(props), JSON.stringify(props)).toBe(sprinkles(props))
    }
  }
})

it('expands shorthands as sprinkles does, a longhand beside one winning', () => {
  const cases: Sprinkles[] = [
    { padding: 'large' },
    { paddingX: 'small', paddingTop: 'large' },
    { padding: { mobile: 'small', desktop: 'large' }, paddingLeft: 'medium', gap: 'small', background: 'surfaceSunken' },
    { paddingY: 'large', padding: 'small' },
    { display: 'flex', paddingX: undefined, color: 'heading', justifyContent: { mobile: 'flex-start', desktop: 'flex-end' } },
    {},
  ]
  for (const props of cases) expect(atoms(props), JSON.stringify(props)).toBe(sprinkles(props))
})

it('a planted wrong class is caught: the table is what the comparison reads', () => {
  const gap = atomTable.classes.gap
  const value = valuesOf('gap')[0] ?? ''
  const real = gap?.[value]
  if (!gap || !real) throw new Error('the table has no gap classes')
  gap[value] = ['planted', ...real.slice(1)]
  try {
    expect(atoms({ gap: value } as Sprinkles)).not.toBe(sprinkles({ gap: value } as Sprinkles))
  } finally {
    gap[value] = real
  }
})
