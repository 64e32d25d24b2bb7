import { expect, test } from 'vitest'
import { whitePapersNewestFirst } from './listing'

test('white papers list newest first (SPEC §3: finance 2024-01-15 before defense 2023-12-08)', () => {
  const items = [
    { id: 2, date: '2023-12-08' },
    { id: 1, date: '2024-01-15' },
  ]
  expect(whitePapersNewestFirst(items).map((item) => item.id)).toEqual([1, 2])
  expect(items.map((item) => item.id)).toEqual([2, 1])
})

test('same-day white papers keep their source order', () => {
  const items = [
    { id: 1, date: '2024-01-15' },
    { id: 2, date: '2024-01-15T10:00:00Z' },
    { id: 3, date: '2024-02-01' },
  ]
  expect(whitePapersNewestFirst(items).map((item) => item.id)).toEqual([3, 1, 2])
})
