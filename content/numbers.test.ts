import { expect, test } from 'vitest'
import { formatCount } from './numbers'

test('formatCount groups thousands as en-US does', () => {
  for (const value of [0, 7, 999, 1000, 2000, 90000, 123456, 1234567, 1000000000]) {
    expect(formatCount(value)).toBe(value.toLocaleString('en-US'))
  }
})

test('formatCount refuses what is not a count', () => {
  for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => formatCount(value)).toThrow(/Not a count/)
})
