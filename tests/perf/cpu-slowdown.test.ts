import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor, defaultSlowdownHostIndex } from './cpu-slowdown.mjs'

describe('cpuSlowdownFor', () => {
  it("gives Lighthouse's default 4x to the host that default assumes", () => {
    expect(cpuSlowdownFor(defaultSlowdownHostIndex)).toBe(4)
  })

  it('interpolates between anchors, so a slower host is throttled less', () => {
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5)
    expect(cpuSlowdownFor(1300)).toBe(3)
    expect(cpuSlowdownFor(1050)).toBeLessThan(cpuSlowdownFor(1200))
  })

  it('never goes below 1x and keeps the last slope above the fastest anchor', () => {
    expect(cpuSlowdownFor(100)).toBe(1)
    expect(cpuSlowdownFor(2233)).toBeCloseTo(7)
  })

  it('refuses a missing index instead of guessing', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/)
  })
})
