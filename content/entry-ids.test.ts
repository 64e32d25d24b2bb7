import { expect, test } from 'vitest'
import { entryIds } from './entry-ids'

test('an entry keeps its own id', () => {
  expect(entryIds([{ slug: 'a', id: 7, date: '2024-01-01' }])).toEqual(new Map([['a', 7]]))
})

test('entries without an id get the next free numbers, oldest first, then by slug', () => {
  const ids = entryIds([
    { slug: 'newest', date: '2026-03-01' },
    { slug: 'spec', id: 13, date: '2025-10-09' },
    { slug: 'b-same-day', date: '2026-01-01' },
    { slug: 'a-same-day', date: '2026-01-01' },
  ])
  expect(Object.fromEntries(ids)).toEqual({ spec: 13, 'a-same-day': 14, 'b-same-day': 15, newest: 16 })
})

test('the ids do not depend on the order the files are read in', () => {
  const entries = [
    { slug: 'one', id: 1, date: '2024-01-01' },
    { slug: 'two', date: '2025-01-01' },
    { slug: 'three', date: '2025-06-01' },
  ]
  expect(entryIds([...entries].reverse())).toEqual(entryIds(entries))
})

test('with no numbered entry, numbering starts at 1', () => {
  expect(Object.fromEntries(entryIds([{ slug: 'only', date: '2025-01-01' }]))).toEqual({ only: 1 })
})
