import { expect, test } from 'vitest'
import { legalDocument, splitSections } from './documents'

test('a document is its introduction, then one section per "## heading {#id}"', () => {
  const body = 'The introduction.\n\nIts second paragraph.\n\n## 1. First {#first}\n\nOne.\n\n## 2. Second Part {#second-part}\n\n- a\n- b\n'
  expect(splitSections(body)).toEqual({
    intro: 'The introduction.\n\nIts second paragraph.',
    sections: [
      { id: 'first', heading: '1. First', body: 'One.' },
      { id: 'second-part', heading: '2. Second Part', body: '- a\n- b' },
    ],
    problems: [],
  })
})

test('a heading without its address is a problem naming its line and the address to write', () => {
  const { sections, problems } = splitSections('Intro.\n\n## 3. Data Retention\n\nText.')
  expect(sections.map((section) => section.id)).toEqual(['data-retention'])
  expect(problems).toEqual([{ line: 3, message: expect.stringContaining('"## 3. Data Retention {#data-retention}"') as unknown as string }])
})

test('a "## " line inside fenced code is not a heading', () => {
  expect(splitSections('Intro.\n\n```\n## not a heading\n```').sections).toEqual([])
})

test('legalDocument takes the title and date from the fields and the rest from the body', () => {
  const document = legalDocument({ title: 'Terms', lastUpdated: '2024-01-08', description: 'x'.repeat(20), keywords: ['terms'] }, 'Intro.\n\n## One {#one}\n\nBody.')
  expect(document).toEqual({ title: 'Terms', lastUpdated: '2024-01-08', intro: 'Intro.', sections: [{ id: 'one', heading: 'One', body: 'Body.' }] })
})
