// The editor's fields, generated from a collection's zod schema: its JSON Schema (zod 4's `z.toJSONSchema`) gives the
// structure, the required flags, the limits and the options; the schema itself, asked to parse a value that breaks a
// pattern, gives the message the content check prints for it. So the editor refuses what the build would refuse, in
// the build's words, and a field added to a schema appears in the editor without a second edit.
import type { Field } from '@sveltia/cms'
import { z } from 'zod'

/** The part of a JSON Schema node `z.toJSONSchema` writes for the schemas content uses. */
interface JsonSchemaNode {
  type?: string | string[]
  title?: string
  description?: string
  properties?: Record<string, JsonSchemaNode>
  required?: string[]
  items?: JsonSchemaNode
  anyOf?: JsonSchemaNode[]
  oneOf?: JsonSchemaNode[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
}

/** Editor-only settings for one field, keyed by its dotted path (`image.alt`, `cards.heading`). */
interface FieldSettings {
  label?: string
  /** Said before the rules the schema implies, which every hint ends with. */
  hint?: string
  /** A long text gets a multi-line box; an image path the media picker. */
  widget?: 'string' | 'text' | 'image'
  /** Shown but not editable, e.g. the spec's post ids. */
  readonly?: boolean
}

export type FieldSettingsByPath = Readonly<Record<string, FieldSettings>>

/** A schema construct the editor has no field for: the build stops and names it rather than leave the field out. */
class UnsupportedFieldError extends Error {
  override name = 'UnsupportedFieldError'
}

/** A string longer than this is edited in a multi-line box unless its settings say otherwise. */
const singleLineLimit = 160
/** zod writes `Number.MAX_SAFE_INTEGER` as the maximum of any `.int()`; that is no limit a person should read. */
const noMaximum = Number.MAX_SAFE_INTEGER

/** Values that break almost any pattern, tried in turn until the schema reports the pattern's own message. */
const patternBreakers = ['\u0000', ' ', 'A', '-', '!', 'a'.repeat(300)]

const isoDateFormats = new Set(['date', 'date-time'])

type Path = readonly (string | number)[]

interface Context {
  readonly schema: z.ZodType
  readonly settings: FieldSettingsByPath
  /** Values a probe must carry to reach this node, e.g. the discriminator of a union branch. */
  readonly probe: readonly ProbeValue[]
}

interface ProbeValue {
  readonly path: Path
  readonly value: unknown
}

const settingsKey = (path: Path) => path.filter((part) => typeof part === 'string').join('.')

function labelFrom(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Writes `value` at `path` into `target`, making the objects and one-item lists on the way. */
function setAt(target: Record<string, unknown> | unknown[], path: Path, value: unknown): void {
  const [head, ...rest] = path
  if (head === undefined) return
  const container = target as Record<string | number, unknown>
  if (rest.length === 0) {
    container[head] = value
    return
  }
  container[head] ??= typeof rest[0] === 'number' ? [] : {}
  setAt(container[head] as Record<string, unknown>, rest, value)
}

/** An entry holding only `value` at `path`, plus what the probe must carry to reach it. */
function probeEntry(path: Path, value: unknown, carried: readonly ProbeValue[]): unknown {
  if (path.length === 0) return value
  const entry: Record<string, unknown> = {}
  for (const part of [...carried, { path, value }]) setAt(entry, part.path, part.value)
  return entry
}

const samePath = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((part, index) => part === b[index])

/** The message the schema gives a value at `path` that does not match its pattern. */
function patternMessage(path: Path, context: Context): string | undefined {
  for (const breaker of patternBreakers) {
    const result = context.schema.safeParse(probeEntry(path, breaker, context.probe))
    const issue = result.error?.issues.find((candidate) => candidate.code === 'invalid_format' && samePath(candidate.path, path))
    if (issue) return issue.message
  }
  return undefined
}

function limitsSentence(node: JsonSchemaNode, unit: string): string | undefined {
  const { minimum, maximum } = { minimum: node.minLength ?? node.minItems, maximum: node.maxLength ?? node.maxItems }
  if (minimum !== undefined && maximum !== undefined) return minimum === maximum ? `exactly ${minimum} ${unit}` : `${minimum} to ${maximum} ${unit}`
  if (maximum !== undefined) return `at most ${maximum} ${unit}`
  if (minimum !== undefined && minimum > 1) return `at least ${minimum} ${unit}`
  return undefined
}

/**
 * Every hint ends with the rules the build checks, so the editor states them even where no one wrote a hint; a rule
 * the written hint already states is not said twice.
 */
function hintFor(node: JsonSchemaNode, settings: FieldSettings, rules: readonly (string | undefined)[], required: boolean): string {
  const written = settings.hint ?? node.description
  const unsaid = rules.filter((rule): rule is string => Boolean(rule) && !written?.toLowerCase().includes(rule!.toLowerCase()))
  const said = [written, ...unsaid].filter((part): part is string => Boolean(part))
  const sentence = (part: string) => (/[.!?)]$/.test(part) ? part : `${part}.`)
  const requirement = required ? 'Required.' : 'Optional.'
  // The editor renders a hint as Markdown, where `<slug>` would be taken for an HTML tag and dropped.
  return [requirement, ...said.map((part) => sentence(part.charAt(0).toUpperCase() + part.slice(1)))].join(' ').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

function nonNull(node: JsonSchemaNode): JsonSchemaNode {
  if (Array.isArray(node.type)) {
    const types = node.type.filter((type) => type !== 'null')
    return { ...node, type: types.length === 1 ? types[0] : types }
  }
  const branches = node.anyOf?.filter((branch) => branch.type !== 'null')
  if (branches?.length === 1) return { ...branches[0], ...(node.description ? { description: node.description } : {}) }
  return node
}

/** A union of objects that all name their kind under one key: the carousel's testimonials and logos. */
function discriminatedBranches(node: JsonSchemaNode): { key: string; branches: JsonSchemaNode[] } | undefined {
  const branches = node.oneOf ?? node.anyOf
  if (!branches?.every((branch) => branch.type === 'object' && branch.properties)) return undefined
  const [first] = branches
  const key = Object.keys(first?.properties ?? {}).find((candidate) =>
    branches.every((branch) => branch.properties?.[candidate]?.const !== undefined && branch.required?.includes(candidate)),
  )
  return key ? { key, branches } : undefined
}

function unsupported(path: Path, node: JsonSchemaNode, why: string): never {
  return fail(`The editor has no field for "${settingsKey(path) || '(entry)'}" (${why}): ${JSON.stringify(node)}`)
}

function fail(message: string): never {
  throw new UnsupportedFieldError(message)
}

function stringField(name: string, path: Path, node: JsonSchemaNode, settings: FieldSettings, required: boolean, context: Context): Field {
  const base = { name, label: settings.label ?? node.title ?? labelFrom(name), required, ...(settings.readonly ? { readonly: true } : {}) }
  if (node.enum) {
    return { ...base, widget: 'select', options: node.enum.map(String), hint: hintFor(node, settings, [`one of: ${node.enum.join(', ')}`], required) }
  }
  if (node.format && isoDateFormats.has(node.format)) {
    return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', hint: hintFor(node, settings, ['a date such as 2025-10-28'], required) }
  }
  const pattern = node.pattern && !node.format ? node.pattern : undefined
  const message = pattern ? (patternMessage(path, context) ?? `must match ${pattern}`) : undefined
  const limits = { ...(node.minLength !== undefined && node.minLength > 1 ? { minlength: node.minLength } : {}), ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}) }
  const rules = [limitsSentence(node, 'characters'), message]
  if (settings.widget === 'image') {
    return { ...base, widget: 'image', choose_url: false, ...(pattern ? { pattern: [pattern, message ?? ''] } : {}), hint: hintFor(node, settings, rules, required) }
  }
  const type = node.format === 'uri' ? { type: 'url' as const } : node.format === 'email' ? { type: 'email' as const } : {}
  const short = Boolean(pattern || node.format) || (node.maxLength !== undefined && node.maxLength <= singleLineLimit)
  const widget = settings.widget ?? (short ? 'string' : 'text')
  const validation = pattern ? { pattern: [pattern, message ?? ''] as [string, string] } : {}
  if (widget === 'text') return { ...base, widget, ...limits, ...validation, hint: hintFor(node, settings, rules, required) }
  return { ...base, widget: 'string', ...type, ...limits, ...validation, hint: hintFor(node, settings, rules, required) }
}

function numberField(name: string, node: JsonSchemaNode, settings: FieldSettings, required: boolean): Field {
  const integer = node.type === 'integer'
  const minimum = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (integer ? 1 : 0) : undefined)
  const maximum = node.maximum !== undefined && node.maximum < noMaximum ? node.maximum : node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - (integer ? 1 : 0) : undefined
  const range = minimum !== undefined && maximum !== undefined ? `from ${minimum} to ${maximum}` : minimum !== undefined ? `${minimum} or more` : maximum !== undefined ? `${maximum} or less` : undefined
  return {
    name,
    label: settings.label ?? node.title ?? labelFrom(name),
    widget: 'number',
    value_type: integer ? 'int' : 'float',
    required,
    ...(settings.readonly ? { readonly: true } : {}),
    ...(minimum !== undefined ? { min: minimum } : {}),
    ...(maximum !== undefined ? { max: maximum } : {}),
    hint: hintFor(node, settings, [integer ? 'a whole number' : 'a number', range && `${range}`], required),
  }
}

function listField(name: string, path: Path, node: JsonSchemaNode, settings: FieldSettings, required: boolean, context: Context): Field {
  const items = node.items ? nonNull(node.items) : unsupported(path, node, 'a list without an item schema')
  const label = settings.label ?? node.title ?? labelFrom(name)
  const limits = { ...(node.minItems !== undefined ? { min: node.minItems } : {}), ...(node.maxItems !== undefined ? { max: node.maxItems } : {}) }
  const count = limitsSentence(node, 'items') ?? (node.minItems === 1 ? 'at least one item' : undefined)
  const itemPath = [...path, 0]
  if (items.type === 'string' && items.enum) {
    return { name, label, widget: 'select', multiple: true, options: items.enum.map(String), required, ...limits, hint: hintFor(node, settings, [count, `each one of: ${items.enum.join(', ')}`], required) }
  }
  const union = discriminatedBranches(items)
  if (union) {
    return {
      name,
      label,
      widget: 'list',
      required,
      ...limits,
      typeKey: union.key,
      types: union.branches.map((branch) => {
        const kind = String(branch.properties?.[union.key]?.const)
        const branchContext = { ...context, probe: [...context.probe, { path: [...itemPath, union.key], value: kind }] }
        return { name: kind, label: labelFrom(kind), widget: 'object' as const, fields: objectFields(itemPath, branch, branchContext, [union.key]) }
      }),
      hint: hintFor(node, settings, [count], required),
    }
  }
  if (items.type === 'object') {
    return { name, label, widget: 'list', required, ...limits, fields: objectFields(itemPath, items, context), hint: hintFor(node, settings, [count], required) }
  }
  // A list's items are short (keywords, benefits): one line each unless their settings say otherwise.
  const key = settingsKey(itemPath)
  const item = fieldFor(name, itemPath, items, true, { ...context, settings: { ...context.settings, [key]: { widget: 'string', ...context.settings[key] } } })
  return { name, label, widget: 'list', required, ...limits, field: { ...item, label: labelFrom(name.replace(/s$/, '')) }, hint: hintFor(node, settings, [count], required) } as Field
}

function fieldFor(name: string, path: Path, raw: JsonSchemaNode, required: boolean, context: Context): Field {
  const node = nonNull(raw)
  const settings = context.settings[settingsKey(path)] ?? {}
  if (node.const !== undefined) return { name, widget: 'hidden', default: node.const }
  switch (node.type) {
    case 'string':
      return stringField(name, path, node, settings, required, context)
    case 'integer':
    case 'number':
      return numberField(name, node, settings, required)
    case 'boolean':
      return { name, label: settings.label ?? node.title ?? labelFrom(name), widget: 'boolean', required: false, hint: hintFor(node, settings, [], false), ...(typeof node.default === 'boolean' ? { default: node.default } : {}) }
    case 'array':
      return listField(name, path, node, settings, required, context)
    case 'object':
      return { name, label: settings.label ?? node.title ?? labelFrom(name), widget: 'object', required, fields: objectFields(path, node, context), hint: hintFor(node, settings, [], required) }
  }
  const anyOf = node.anyOf ?? node.oneOf
  if (anyOf?.every((branch) => branch.type === 'string' && branch.format && isoDateFormats.has(branch.format))) {
    return stringField(name, path, { ...node, type: 'string', format: 'date' }, settings, required, context)
  }
  return unsupported(path, node, 'no widget matches this schema')
}

function objectFields(path: Path, node: JsonSchemaNode, context: Context, skip: readonly string[] = []): Field[] {
  const required = new Set(node.required ?? [])
  return Object.entries(node.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, child]) => fieldFor(name, [...path, name], child, required.has(name), context))
}

/** The editor's fields for one entry of `schema`: one per property, in the schema's order, nested as the schema nests. */
export function editorFields(schema: z.ZodType, settings: FieldSettingsByPath = {}): Field[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode
  if (json.type !== 'object') unsupported([], json, 'an entry must be an object')
  const unknown = Object.keys(settings).filter((key) => !hasPath(json, key.split('.')))
  if (unknown.length) fail(`Editor settings name fields the schema does not have: ${unknown.join(', ')}`)
  return objectFields([], json, { schema, settings, probe: [] })
}

function hasPath(node: JsonSchemaNode, parts: readonly string[]): boolean {
  if (parts.length === 0) return true
  const plain = nonNull(node)
  if (plain.type === 'array' && plain.items) return hasPath(plain.items, parts)
  const branches = plain.oneOf ?? plain.anyOf
  if (branches) return branches.some((branch) => hasPath(branch, parts))
  const [first, ...rest] = parts
  const child = first === undefined ? undefined : plain.properties?.[first]
  return child !== undefined && hasPath(child, rest)
}

/** A string schema's pattern, and the message the schema gives a value that breaks it: for a collection's slugs. */
export function patternRule(schema: z.ZodType): { pattern: RegExp; message: string } {
  const json = z.toJSONSchema(schema, { io: 'input' }) as JsonSchemaNode
  if (json.type !== 'string' || !json.pattern) return fail(`Not a string schema with a pattern: ${JSON.stringify(json)}`)
  const message = patternMessage([], { schema, settings: {}, probe: [] })
  return { pattern: new RegExp(json.pattern), message: message ?? `must match ${json.pattern}` }
}

const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode

/**
 * Where `fields` and `schema` disagree: a property with no field or a field with no property, a required flag, a
 * pattern, the options or a limit that differ. One sentence each; empty when the editor matches the schema.
 */
export function schemaDrift(schema: z.ZodType, fields: readonly Field[]): string[] {
  return objectDrift('', toJsonSchema(schema), fields)
}

type LooseField = Record<string, unknown> & { name: string; widget?: string }

function objectDrift(prefix: string, node: JsonSchemaNode, fields: readonly Field[], skip: readonly string[] = []): string[] {
  const properties = Object.entries(node.properties ?? {}).filter(([name]) => !skip.includes(name))
  const required = new Set(node.required ?? [])
  const byName = new Map((fields as readonly LooseField[]).map((field) => [field.name, field]))
  const problems = properties.flatMap(([name, child]) => {
    const field = byName.get(name)
    return field ? fieldDrift(`${prefix}${name}`, nonNull(child), field, required.has(name)) : [`${prefix}${name} is in the schema but not in the editor`]
  })
  const names = new Set(properties.map(([name]) => name))
  return [...problems, ...[...byName.keys()].filter((name) => !names.has(name)).map((name) => `${prefix}${name} is in the editor but not in the schema`)]
}

function fieldDrift(path: string, node: JsonSchemaNode, field: LooseField, required: boolean): string[] {
  if (node.const !== undefined) return field.widget === 'hidden' && field.default === node.const ? [] : [`${path}: the schema fixes it to ${JSON.stringify(node.const)}`]
  const problems: string[] = []
  const differ = (what: string, editor: unknown, schemaValue: unknown) => {
    if (JSON.stringify(editor) !== JSON.stringify(schemaValue)) problems.push(`${path}: ${what} is ${JSON.stringify(editor)} in the editor, ${JSON.stringify(schemaValue)} in the schema`)
  }
  if (field.widget !== 'boolean') differ('required', field.required, required)
  if (node.type === 'string' || node.anyOf) {
    if (node.enum) differ('options', field.options, node.enum)
    if (node.pattern && !node.format) differ('pattern', (field.pattern as unknown[] | undefined)?.[0], node.pattern)
    if (!node.enum && !node.format && !node.anyOf) {
      differ('maxlength', field.maxlength, node.maxLength)
      differ('minlength', field.minlength ?? 0, node.minLength !== undefined && node.minLength > 1 ? node.minLength : 0)
    }
  }
  if (node.type === 'array') {
    differ('min', field.min, node.minItems)
    differ('max', field.max, node.maxItems)
    const items = node.items ? nonNull(node.items) : {}
    const union = discriminatedBranches(items)
    if (items.enum) differ('options', field.options, items.enum)
    else if (union) {
      const types = (field.types ?? []) as { name: string; fields?: Field[] }[]
      for (const branch of union.branches) {
        const kind = String(branch.properties?.[union.key]?.const)
        const type = types.find((candidate) => candidate.name === kind)
        problems.push(...(type ? objectDrift(`${path}[${kind}].`, branch, type.fields ?? [], [union.key]) : [`${path}: the schema's "${kind}" items are not in the editor`]))
      }
    } else if (items.type === 'object') problems.push(...objectDrift(`${path}[].`, items, (field.fields ?? []) as Field[]))
    else if (field.field) problems.push(...fieldDrift(`${path}[]`, items, field.field as LooseField, true))
  }
  if (node.type === 'object') problems.push(...objectDrift(`${path}.`, node, (field.fields ?? []) as Field[]))
  return problems
}
