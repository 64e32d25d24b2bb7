// Ladle controls built from the `as const` lists the recipes are checked against, so a variant is declared once:
// add a value to `buttonVariants` and the recipe must style it (VariantStyles) and the Playground offers it.

/** A radio control offering every value of a variant list. */
export function variantControl<const Value extends string | number>(options: readonly Value[], defaultValue: NoInfer<Value>) {
  return { options: [...options], control: { type: 'radio' as const }, defaultValue }
}

/** A boolean recipe variant (`true`/`false`) as a checkbox. */
export function booleanControl(defaultValue: boolean) {
  return { control: { type: 'boolean' as const }, defaultValue }
}
