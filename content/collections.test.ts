// The collections are what the editor's configuration is generated from (issue 49 item 5): every field a person
// types must carry what the editor shows beside it. JSON Schema is the form the generator reads.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { collections } from './collections'

interface JsonSchema {
  type?: string
  format?: string
  description?: string
  maxLength?: number
  maxItems?: number
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
}

/** Every field of `schema` a person fills in, with its path: objects are walked, lists and values are fields. */
function fields(schema: JsonSchema, path: string): { path: string; schema: JsonSchema }[] {
  if (schema.type === 'object' && schema.properties) return Object.entries(schema.properties).flatMap(([key, child]) => fields(child, `${path}.${key}`))
  if (schema.type === 'array' && schema.items?.type === 'object') return [{ path, schema }, ...fields(schema.items, `${path}[]`)]
  return [{ path, schema }]
}

const dataFiles = collections.flatMap((collection) =>
  collection.kind === 'folder' ? [{ file: `${collection.folder}/*.md`, schema: collection.schema }] : collection.files.map(({ file, schema }) => ({ file, schema })),
)
const everyField = dataFiles.flatMap(({ file, schema }) => fields(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, file))

describe('what the editor is generated from', () => {
  test('the walk reads every collection\'s fields', () => {
    expect(everyField.length).toBeGreaterThan(300)
  })

  test('every field has a hint', () => {
    expect(everyField.filter(({ schema }) => !schema.description).map(({ path }) => path)).toEqual([])
  })

  test('every text field has a length limit and every list a size limit, unless its format or options bound it', () => {
    const bounded = (schema: JsonSchema) => schema.enum !== undefined || schema.format !== undefined
    const unlimited = everyField.filter(({ schema }) =>
      bounded(schema) ? false : schema.type === 'string' ? schema.maxLength === undefined : schema.type === 'array' ? schema.maxItems === undefined : false,
    )
    expect(unlimited.map(({ path }) => path)).toEqual([])
  })
})

test('every data file under content/ belongs to a collection', () => {
  const contentFolder = fileURLToPath(new URL('.', import.meta.url))
  const listed = new Set(collections.flatMap((collection) => (collection.kind === 'files' ? collection.files.map(({ file }) => file) : [])))
  const folders = collections.flatMap((collection) => (collection.kind === 'folder' ? [`${collection.folder}/`] : []))
  const dataFilesFound = readdirSync(contentFolder, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.(json|md)$/.test(file) && file !== 'README.md')
  expect(dataFilesFound.filter((file) => !listed.has(file) && !folders.some((folder) => file.startsWith(folder)))).toEqual([])
})
