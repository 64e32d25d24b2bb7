import { defineProperties, type createSprinkles } from '@vanilla-extract/sprinkles'
import { vars } from '../themes/vars.css'
import { mediaQuery } from './responsive'

/** With `colorProperties`, what sprinkles' own runtime takes: the unit test of `atoms.ts` checks it against that. */
export const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery.tablet },
    desktop: { '@media': mediaQuery.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
})

export const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
  },
})

// Only its type: the pages use `atoms.ts`, so sprinkles' runtime stays out of the client build.
type SprinklesFn = ReturnType<typeof createSprinkles<[typeof responsiveProperties, typeof colorProperties]>>
export type Sprinkles = Parameters<SprinklesFn>[0]

export const atomConditions = ['mobile', 'tablet', 'desktop'] as const

type StyleTable = Record<string, { mappings: string[] } | { values: Record<string, { defaultClass: string; conditions?: Record<string, string> }> }>

/**
 * Every class sprinkles can return, as plain data: per property and value, one class per condition in
 * `atomConditions` (properties without conditions have one), and each shorthand's longhands. The pages look classes
 * up here (`atoms.ts`) instead of shipping sprinkles' runtime and its richer description of the same classes.
 */
function classTable(styles: StyleTable) {
  const classes: Record<string, Record<string, string[]>> = {}
  const shorthands: Record<string, string[]> = {}
  for (const [property, style] of Object.entries(styles)) {
    if ('mappings' in style) shorthands[property] = style.mappings
    else
      classes[property] = Object.fromEntries(
        Object.entries(style.values).map(([value, { conditions, defaultClass }]) => [
          value,
          conditions ? atomConditions.map((condition) => conditions[condition] ?? defaultClass) : [defaultClass],
        ]),
      )
  }
  return { classes, shorthands }
}

export const atomTable = classTable({ ...responsiveProperties.styles, ...colorProperties.styles } as StyleTable)
