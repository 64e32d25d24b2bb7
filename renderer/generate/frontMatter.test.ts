import { expect, test } from 'vitest'
import { splitFrontMatter } from './frontMatter'

test('splits the fields from the body, and names the line the body starts on', () => {
  const split = splitFrontMatter('---\ntitle: A Post\ndate: 2025-10-28\nid: 3\n---\n\nThe body.\n')
  expect(split).toEqual({ data: { title: 'A Post', date: '2025-10-28', id: 3 }, body: 'The body.\n', bodyLine: 7 })
})

test('reads YAML 1.2 as the editor writes it: a date stays text, and so does "yes"', () => {
  expect(splitFrontMatter('---\ndate: 2025-10-28\nlisted: yes\nok: true\n---\nBody')).toMatchObject({ data: { date: '2025-10-28', listed: 'yes', ok: true } })
})

test('reads Windows line endings like any others', () => {
  expect(splitFrontMatter('---\r\ntitle: A Post\r\n---\r\nBody')).toMatchObject({ data: { title: 'A Post' }, body: 'Body' })
})

test('says what is wrong with the fields, and where', () => {
  expect(splitFrontMatter('No fields here.')).toEqual({ error: 'must start with its fields between two lines of three hyphens (---)' })
  expect(splitFrontMatter('---\ntitle: A Post\n')).toEqual({ error: 'has no closing line of three hyphens (---) after its fields' })
  expect(splitFrontMatter('---\ntitle: A Post\ntitle: Again\n---\n')).toMatchObject({ error: expect.stringMatching(/^has a field list that is not valid YAML on line 3: /) as unknown as string })
  expect(splitFrontMatter('---\ntitle: {brand} news\n---\n')).toEqual({
    error: 'has a field list that is not valid YAML on line 2: a value that starts with a {token} must be in quotes, as in title: "{brand} news"',
  })
})
