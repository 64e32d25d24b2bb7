import type { ComplexStyleRule } from '@vanilla-extract/css'

/**
 * A recipe's variant group, checked against the list that declares its values: a value
 * missing from the styles, or a style for a value not in the list, fails the typecheck.
 * Lists live in each component's `variants.ts`, where the component's prop types and its
 * stories read them too.
 */
export type VariantStyles<Value extends string | number> = Record<Value, ComplexStyleRule>
