import { describe, expect, test } from 'vitest'
import { calendarDate, calendarDateValue, formatLongDate } from './dates'

describe('formatLongDate', () => {
  test('formats a calendar date in US English long form', () => {
    expect(formatLongDate('2025-10-09')).toBe('October 9, 2025')
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024')
    expect(formatLongDate('2024-01-08')).toBe('January 8, 2024')
  })

  test('matches what Intl writes for en-US long dates, in every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
        expect(formatLongDate(iso)).toBe(intl.format(calendarDateValue(iso)))
      }
    }
  })

  test('uses the calendar date as written in a date-time string, whatever its offset', () => {
    // 23:30 at -07:00 is already October 10 in UTC; the page still shows the 9th.
    expect(formatLongDate('2025-10-09T23:30:00-07:00')).toBe('October 9, 2025')
    expect(formatLongDate('2025-10-09T00:15:00+09:00')).toBe('October 9, 2025')
    expect(formatLongDate('2025-10-09T12:00:00Z')).toBe('October 9, 2025')
  })

  test('does not depend on the time zone of the machine', () => {
    const original = process.env.TZ
    try {
      for (const zone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata']) {
        process.env.TZ = zone
        expect(formatLongDate('2025-10-09')).toBe('October 9, 2025')
        expect(formatLongDate('2025-10-09T23:30:00-07:00')).toBe('October 9, 2025')
        expect(formatLongDate('2024-12-31')).toBe('December 31, 2024')
      }
    } finally {
      if (original === undefined) delete process.env.TZ
      else process.env.TZ = original
    }
  })

  test('rejects strings that are not ISO dates', () => {
    expect(() => formatLongDate('October 9, 2025')).toThrow(/Not an ISO date/)
    expect(() => formatLongDate('2025-10-9')).toThrow(/Not an ISO date/)
    expect(() => formatLongDate('2025-02-30')).toThrow(/Not a calendar date/)
  })
})

test('calendarDateValue orders date-only and date-time strings by their calendar date', () => {
  expect(calendarDateValue('2025-10-09T23:30:00-07:00')).toBe(calendarDateValue('2025-10-09'))
  expect(calendarDateValue('2025-10-10')).toBeGreaterThan(calendarDateValue('2025-10-09T23:59:59Z'))
})

test('calendarDate keeps the YYYY-MM-DD part', () => {
  expect(calendarDate('2025-10-09T23:30:00-07:00')).toBe('2025-10-09')
  expect(calendarDate('2024-06-05')).toBe('2024-06-05')
})
