import type { StyleRule } from '@vanilla-extract/css'
import { breakpoints, textBreakpoints, type Breakpoint } from '../tokens'

type AboveMobile = Exclude<Breakpoint, 'mobile'>

export const mediaQuery = Object.fromEntries(
  (Object.keys(breakpoints) as Breakpoint[])
    .filter((name): name is AboveMobile => name !== 'mobile')
    .map((name) => [name, `screen and (min-width: ${breakpoints[name]}px)`]),
) as Record<AboveMobile, string>

/** The one way to write mobile-first media queries in a style. */
export function responsiveStyle(rules: Partial<Record<AboveMobile, StyleRule>>): StyleRule {
  const media: Record<string, StyleRule> = {}
  for (const name of Object.keys(rules) as AboveMobile[]) {
    const rule = rules[name]
    if (rule) media[mediaQuery[name]] = rule
  }
  return { '@media': media } as StyleRule
}

/** A style from a width that grows with the reader's text size (`textBreakpoints`), for a layout sized by its text. */
export function roomForTextStyle(name: keyof typeof textBreakpoints, rule: StyleRule): StyleRule {
  return { '@media': { [`screen and (min-width: ${textBreakpoints[name]}em)`]: rule } } as StyleRule
}

export const reducedMotion = '(prefers-reduced-motion: reduce)'

export const forcedColors = '(forced-colors: active)'
