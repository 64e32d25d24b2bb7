import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { editorFields, patternRule, schemaDrift } from './fields'

// Example schemas in the shapes content uses: the generator is tested on these, and the real collections'
// configuration against their own schemas in config.test.ts.
const slugMessage = 'lower-case words joined by hyphens'
const post = z.object({
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(5).max(120).describe('The headline on the card and the page'),
  summary: z.string().min(1),
  date: z.iso.date(),
  published: z.iso.date().or(z.iso.datetime({ offset: true })),
  section: z.enum(['News', 'Insights']),
  keywords: z.array(z.string().min(1)).min(1).max(8),
  topics: z.array(z.enum(['ai', 'security'])).min(1),
  featured: z.boolean().default(false),
  website: z.url().optional(),
  image: z.object({ alt: z.string().min(1), credit: z.string().regex(/^© /, 'starts with ©') }),
  cards: z.array(z.object({ heading: z.string().min(1), body: z.string().max(300) })).length(3),
  items: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('testimonial'), quote: z.string().min(1), author: z.string().min(1) }),
      z.object({ type: z.literal('logo'), name: z.string().min(1), slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, slugMessage) }),
    ]),
  ),
})

const fields = editorFields(post, { id: { label: 'ID', readonly: true }, summary: { widget: 'string', hint: 'One line under the title' } })
const field = (name: string) => fields.find((candidate) => candidate.name === name)

type AnyField = { name: string; widget?: string; hint?: string; fields?: AnyField[]; field?: AnyField; types?: { fields?: AnyField[] }[] }
/** Every field at every depth: an object's, a list's item and each variable type's. */
const everyField = (list: readonly AnyField[]): AnyField[] =>
  list.flatMap((one) => [one, ...everyField([...(one.fields ?? []), ...(one.field ? [one.field] : []), ...(one.types ?? []).flatMap((type) => type.fields ?? [])])])

describe('a field per property, with the widget, flags, limits and options its schema implies', () => {
  test('strings: a single line up to 160 characters, a text box past that, limits as the counter shows them', () => {
    expect(field('title')).toMatchObject({ widget: 'string', required: true, minlength: 5, maxlength: 120 })
    expect(field('cards')).toMatchObject({ fields: [{ name: 'heading', widget: 'text' }, { name: 'body', widget: 'text', maxlength: 300 }] })
    expect(field('summary')).toMatchObject({ widget: 'string' })
    expect(field('website')).toMatchObject({ widget: 'string', type: 'url', required: false })
  })

  test('dates are date pickers storing YYYY-MM-DD, a date-or-timestamp union included', () => {
    expect(field('date')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', required: true })
    expect(field('published')).toMatchObject({ widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' })
  })

  test('an enum is a select with its options; a list of an enum a multiple select', () => {
    expect(field('section')).toMatchObject({ widget: 'select', options: ['News', 'Insights'], required: true })
    expect(field('topics')).toMatchObject({ widget: 'select', multiple: true, options: ['ai', 'security'], min: 1 })
  })

  test('numbers keep their bounds, leaving out the unbounded maximum zod writes for integers', () => {
    expect(field('id')).toEqual(expect.objectContaining({ widget: 'number', value_type: 'int', min: 1, required: false, readonly: true, label: 'ID' }))
    expect(field('id')).not.toHaveProperty('max')
  })

  test('lists keep their item counts; objects and lists of objects nest their fields', () => {
    expect(field('keywords')).toMatchObject({ widget: 'list', min: 1, max: 8, field: { widget: 'string', required: true } })
    expect(field('cards')).toMatchObject({ widget: 'list', min: 3, max: 3 })
    expect(field('image')).toMatchObject({ widget: 'object', fields: [{ name: 'alt', required: true }, { name: 'credit' }] })
  })

  test('a boolean is a switch, never required, with its default', () => {
    expect(field('featured')).toMatchObject({ widget: 'boolean', required: false, default: false })
  })

  test('a discriminated union is a list of variable types, keyed as the schema keys them', () => {
    const items = field('items') as { typeKey: string; types: { name: string; fields: { name: string }[] }[] }
    expect(items.typeKey).toBe('type')
    expect(items.types.map((type) => [type.name, type.fields.map(({ name }) => name)])).toEqual([
      ['testimonial', ['quote', 'author']],
      ['logo', ['name', 'slug']],
    ])
  })
})

describe('the editor says what the build would say', () => {
  test('a pattern carries the schema’s own message, however deep the field', () => {
    expect(field('image')).toMatchObject({ fields: [{}, { pattern: ['^© ', 'starts with ©'] }] })
    const logo = (field('items') as { types: { fields: unknown[] }[] }).types[1]
    expect(logo?.fields[1]).toMatchObject({ pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', slugMessage] })
  })

  test('a pattern without a message of its own carries zod’s', () => {
    expect(patternRule(z.string().regex(/^x+$/))).toEqual({ pattern: /^x+$/, message: 'Invalid string: must match pattern /^x+$/' })
    expect(patternRule(z.string().regex(/^[a-z]+$/, slugMessage)).message).toBe(slugMessage)
  })

  test('every field has a hint: said as required or optional, then the written hint, then the rules', () => {
    expect(field('title')).toMatchObject({ hint: 'Required. The headline on the card and the page. 5 to 120 characters.' })
    expect(field('summary')).toMatchObject({ hint: 'Required. One line under the title.' })
    expect(field('section')).toMatchObject({ hint: 'Required. One of: News, Insights.' })
    expect(field('keywords')).toMatchObject({ hint: 'Required. 1 to 8 items.' })
    const described = editorFields(z.object({ title: z.string().min(5).max(120).describe('The headline, 5 to 120 characters') }))
    expect(described[0]).toMatchObject({ hint: 'Required. The headline, 5 to 120 characters.' })
    const withoutHint = everyField(fields).filter((candidate) => candidate.widget !== 'hidden' && !candidate.hint)
    expect(withoutHint.map(({ name }) => name)).toEqual([])
  })
})

describe('generation stops rather than leave a field out', () => {
  test('a construct no widget fits is named by its path', () => {
    expect(() => editorFields(z.object({ meta: z.object({ tags: z.map(z.string(), z.string()) }) }))).toThrow(/no field for "meta.tags"/)
  })

  test('settings for a field the schema does not have are named', () => {
    expect(() => editorFields(post, { subtitle: { hint: 'Under the title' } })).toThrow(/the schema does not have: subtitle/)
  })
})

describe('schemaDrift: the check that the configuration matches the schemas', () => {
  test('a generated configuration matches its schema', () => {
    expect(schemaDrift(post, fields)).toEqual([])
  })

  test('a field added to a schema but not to the configuration is named', () => {
    const grown = post.extend({ subtitle: z.string().min(1), image: post.shape.image.extend({ width: z.number().int() }) })
    expect(schemaDrift(grown, fields)).toEqual(['image.width is in the schema but not in the editor', 'subtitle is in the schema but not in the editor'])
  })

  test('a changed rule is named: required flag, limit, pattern, options', () => {
    const changed = post.extend({
      summary: z.string().min(1).optional(),
      title: z.string().min(5).max(100),
      section: z.enum(['News', 'Insights', 'Opinion']),
      image: z.object({ alt: z.string().min(1), credit: z.string().regex(/^\(c\) /) }),
    })
    expect(schemaDrift(changed, fields)).toEqual([
      'title: maxlength is 120 in the editor, 100 in the schema',
      'summary: required is true in the editor, false in the schema',
      'section: options is ["News","Insights"] in the editor, ["News","Insights","Opinion"] in the schema',
      'image.credit: pattern is "^© " in the editor, "^\\\\(c\\\\) " in the schema',
    ])
  })

  test('a field the schema dropped is named, in a union branch too', () => {
    const { website: _website, ...rest } = post.shape
    expect(schemaDrift(z.object(rest), fields)).toEqual(['website is in the editor but not in the schema'])
  })
})
