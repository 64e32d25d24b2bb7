import { atomConditions, atomTable, type Sprinkles } from './sprinkles.css'

/**
 * The classes `sprinkles(props)` returns, in its order, read from a static table (`atomTable`) rather than computed
 * by sprinkles' runtime, which every page would otherwise download. As in sprinkles, a shorthand sets its longhands
 * and a longhand given beside it wins.
 */
export function atoms(props: Sprinkles): string {
  const given: Record<string, unknown> = props
  const fromShorthands: Record<string, unknown> = {}
  const rest: Record<string, unknown> = { ...given }
  for (const [shorthand, longhands] of Object.entries(atomTable.shorthands)) {
    const value = given[shorthand]
    if (value == null) continue
    for (const longhand of longhands) {
      fromShorthands[longhand] = value
      if (rest[longhand] == null) delete rest[longhand]
    }
  }
  const classes: string[] = []
  for (const [property, value] of Object.entries({ ...fromShorthands, ...rest })) {
    const values = atomTable.classes[property]
    if (!values || value == null) continue
    if (typeof value !== 'object') classes.push(values[String(value)]?.[0] ?? '')
    else
      for (const [condition, conditionValue] of Object.entries(value)) {
        if (conditionValue != null) classes.push(values[String(conditionValue)]?.[atomConditions.indexOf(condition as (typeof atomConditions)[number])] ?? '')
      }
  }
  return classes.filter(Boolean).join(' ')
}
