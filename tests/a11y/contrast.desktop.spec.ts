import { lightValues } from '../../design-system/themes/values'
import { palette } from '../../design-system/tokens'
import { measureRenderedPairs, pairsBelowAA, type RenderedPair } from '../helpers/contrast'
import { expect, openStory, storyTest as test } from '../helpers/fixtures'

// The story suite's contrast check (tests/helpers/contrast.ts) must fail when a token falls below AA.

test('the rendered contrast check fails when a colour token is planted below AA', async ({ storyPage: page }) => {
  await openStory(page, 'typography--text--tones')
  expect(pairsBelowAA(await measureRenderedPairs(page)), 'the story as committed').toEqual([])
  // Every custom property holding muted text's colour now holds slate400, as a token edit in the theme would. The
  // page is the worker's story page, which later story tests reach by history alone: the plant is taken out again,
  // or the next story with muted text fails axe (a cookie banner story did, in CI, whenever it came next).
  const planted = await page.evaluate(
    ({ from, to }) => {
      const names = new Set<string>()
      for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) {
          if (!(rule instanceof CSSStyleRule)) continue
          for (const name of rule.style) {
            if (name.startsWith('--') && rule.style.getPropertyValue(name).trim().toLowerCase() === from) names.add(name)
          }
        }
      }
      for (const name of names) document.documentElement.style.setProperty(name, to)
      return [...names]
    },
    { from: lightValues.color.textMuted, to: palette.slate400 },
  )
  try {
    expect(planted.length, 'custom properties planted').toBeGreaterThan(0)
    const belowAA = pairsBelowAA(await measureRenderedPairs(page))
    expect(belowAA.length).toBeGreaterThan(0)
    expect(belowAA.every((finding) => finding.includes(`${palette.slate400} on ${lightValues.color.surface}`))).toBe(true)
  } finally {
    await page.evaluate((names) => names.forEach((name) => document.documentElement.style.removeProperty(name)), planted)
  }
  expect(pairsBelowAA(await measureRenderedPairs(page)), 'the story once the plant is taken out').toEqual([])
})

test('large text and UI boundaries need 3:1, text 4.5:1, and decorative pairs none', () => {
  // slate500 on ink900 is 3.34:1: enough for large text and a boundary, not for body text.
  const pair = (kind: RenderedPair['kind']): RenderedPair => ({ foreground: palette.slate500, background: palette.ink900, kind, sample: kind })
  expect(pairsBelowAA([pair('text'), pair('largeText'), pair('ui'), pair('decorative')]).map((finding) => finding.split(':')[0])).toEqual(['"text"'])
  // slate200 on white is 1.3:1: a faint divider may be that light, a control's boundary may not.
  const faint = { foreground: palette.slate200, background: palette.white, sample: 'faint' }
  expect(pairsBelowAA([{ ...faint, kind: 'decorative' }])).toEqual([])
  expect(pairsBelowAA([{ ...faint, kind: 'ui' }])).toHaveLength(1)
})
