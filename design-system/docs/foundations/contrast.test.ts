import { describe, expect, test } from 'vitest'
import { palette } from '../../tokens'
import { darkValues, lightValues } from '../../themes/values'
import { colourPairs, contrastRatio, contrastResults, type ColourRole } from './contrast'

const belowAA = (colours: Record<ColourRole, string>) =>
  contrastResults(colours)
    .filter((result) => !result.passes)
    .map(({ foreground, background, ratio }) => `${foreground} on ${background}: ${ratio}`)

describe('colour contrast of every pair the themes use', () => {
  test.each([
    ['light', lightValues.color],
    ['dark', darkValues.color],
  ])('no pair in use falls below AA in the %s theme', (_theme, colours) => {
    expect(belowAA(colours)).toEqual([])
  })

  test('the ratio is WCAG’s: black on white is 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBe(1)
    expect(contrastResults(lightValues.color).find((r) => r.foreground === 'text' && r.background === 'surface')?.ratio).toBeCloseTo(15.3, 0)
  })

  test('every pair names roles both themes define', () => {
    for (const { foreground, background } of colourPairs) {
      expect(darkValues.color[foreground]).toBeDefined()
      expect(darkValues.color[background]).toBeDefined()
    }
  })
})

describe('the contrast check fails on a planted token below AA', () => {
  test('muted text planted as slate400 on light surfaces', () => {
    const planted = { ...lightValues.color, textMuted: palette.slate400 }
    expect(belowAA(planted)).toEqual(['textMuted on surface: 2.97', 'textMuted on surfaceRaised: 2.97', 'textMuted on surfaceSunken: 2.79'])
  })

  test('a focus ring too faint for a UI boundary, while a decorative border of the same colour stays allowed', () => {
    const planted = { ...lightValues.color, focus: palette.slate300 }
    expect(belowAA(planted)).toContain('focus on surface: 1.64')
    expect(contrastResults(planted).find((r) => r.foreground === 'borderStrong' && r.background === 'surface')?.rating).toBe('decorative')
  })
})
