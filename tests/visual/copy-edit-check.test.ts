import { describe, expect, test } from 'vitest'
import { replaceQuoted } from './copy-edit-check.mjs'

describe("the copy-edit check's edits", () => {
  test('replace a quoted string whole, in TypeScript and JSON, escaping the new quote marks', () => {
    const source = `export const site = { brand: 'Tensorwright', legalName: 'Tensorwright, Inc.', email: 'hello@tensorwright.example' }`
    expect(replaceQuoted(source, 'Tensorwright', "Quill'mark")).toEqual({
      source: `export const site = { brand: 'Quill\\'mark', legalName: 'Tensorwright, Inc.', email: 'hello@tensorwright.example' }`,
      count: 1,
    })
    expect(replaceQuoted('{ "heading": "Old headline", "intro": "Old headline, and more" }', 'Old headline', 'New headline').source).toBe(
      '{ "heading": "New headline", "intro": "Old headline, and more" }',
    )
  })

  test('replace a value in Markdown front matter, and count nothing where the string is absent', () => {
    expect(replaceQuoted('---\ntitle: AI Risk Management\ndate: 2024-12-08\n---\nAI Risk Management in the body.\n', 'AI Risk Management', 'Managing AI Risk').source).toBe(
      '---\ntitle: Managing AI Risk\ndate: 2024-12-08\n---\nAI Risk Management in the body.\n',
    )
    expect(replaceQuoted("const heading = 'Something else'", 'AI Risk Management', 'x').count).toBe(0)
  })
})
