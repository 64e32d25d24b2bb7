import { describe, expect, test } from 'vitest'
import { isDeliberateAdvisory, silenceDeliberateVikeAdvisories } from './vikeAdvisories'

const preloadAdvisory = '6:27:21 PM [vike][request-1][Warning][injectFilter()] We recommend against not preloading JavaScript (/assets/chunks/chunk-D2bpxFa4.js)'
const cssAdvisory = "\u001b[35m[vike]\u001b[39m\u001b[33m[Warning]\u001b[39m \u001b[36mbuild.cssCodeSplit\u001b[39m shouldn't be set to \u001b[36mfalse\u001b[39m (https://github.com/vikejs/vike/issues/1993)"

describe("the build's answer to Vike's advisories", () => {
  test('recognises exactly the two advisories, with or without colour codes', () => {
    expect(isDeliberateAdvisory([preloadAdvisory])).toBe(true)
    expect(isDeliberateAdvisory([cssAdvisory])).toBe(true)
    expect(isDeliberateAdvisory(["[vike][Warning][injectFilter()] We recommend against not injecting /assets/static/style.css"])).toBe(false)
    expect(isDeliberateAdvisory(['[vike][Warning] something new'])).toBe(false)
    // The same words from anything but Vike are not the advisory.
    expect(isDeliberateAdvisory(["build.cssCodeSplit shouldn't be set to false"])).toBe(false)
  })

  test('drops the advisories and passes every other warning through', () => {
    const printed: unknown[][] = []
    const target = { warn: (...args: unknown[]) => void printed.push(args) }
    silenceDeliberateVikeAdvisories(target)
    target.warn(preloadAdvisory)
    target.warn(cssAdvisory)
    target.warn('[vike][Warning] something new', 42)
    expect(printed).toEqual([['[vike][Warning] something new', 42]])
  })
})
