import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { contrastRatio, minimumRatio, type PairKind, type PairInUse } from '../../design-system/docs/foundations/contrast'

/**
 * One foreground/background pair as a story renders it: the text's computed colour (or a form control's boundary)
 * against the effective background behind it, both composited to opaque `#rrggbb`.
 */
export interface RenderedPair {
  foreground: string
  background: string
  kind: PairKind
  /** The first words of the text, or the control's tag, so a failure says where to look. */
  sample: string
}

/** Attachment name under which each story test hands its pairs to the summary reporter. */
export const contrastAttachment = 'contrast-pairs'

/**
 * Reads every visible text node of the story and every form control's boundary, in the page, in one pass, so it
 * rides along the story suite's page loads instead of loading each story again.
 *
 * - Text: WCAG 1.4.3, 4.5:1, or 3:1 for large text (24px, or 18.66px at weight 700 and above).
 * - UI: WCAG 1.4.11, a text field's, select's, switch's or checkbox's boundary (its border, or its fill where it has
 *   none) against what surrounds it, 3:1. Buttons and links are identified by their label, so their edge is not one.
 * - Decorative: text inside `aria-hidden` content or a disabled control (WCAG's incidental text), kept and marked.
 *
 * The background is found by compositing each ancestor's background colour up to the first opaque one, over
 * Ladle's stage (a fixed sibling of the story, so never an ancestor). Text over an image or a gradient has no single
 * background and is left out, as axe leaves it for review.
 */
export async function measureRenderedPairs(page: Page): Promise<RenderedPair[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number]
    const parse = (value: string): Rgba | undefined => {
      const match = /^rgba?\(([^)]+)\)$/.exec(value.trim())
      if (!match) return undefined
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number)
      return [r, g, b, a]
    }
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3])
      if (alpha === 0) return [0, 0, 0, 0]
      const mix = (index: 0 | 1 | 2) => (top[index] * top[3] + bottom[index] * bottom[3] * (1 - top[3])) / alpha
      return [mix(0), mix(1), mix(2), alpha]
    }
    const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`

    const white: Rgba = [255, 255, 255, 1]
    const stageElement = document.querySelector('.ladle-background')
    const stage = over(parse(stageElement ? getComputedStyle(stageElement).backgroundColor : '') ?? [0, 0, 0, 0], white)

    const backgrounds = new Map<Element, Rgba | null>()
    /** The opaque colour behind an element's content, or null over an image or gradient. */
    const backgroundBehind = (element: Element | null): Rgba | null => {
      if (!element || element === document.documentElement) return stage
      const known = backgrounds.get(element)
      if (known !== undefined) return known
      const style = getComputedStyle(element)
      let result: Rgba | null
      if (style.backgroundImage !== 'none') result = null
      else {
        const own = parse(style.backgroundColor) ?? [0, 0, 0, 0]
        if (own[3] >= 1) result = own
        else {
          const below = backgroundBehind(element.parentElement)
          result = below && over(own, below)
        }
      }
      backgrounds.set(element, result)
      return result
    }

    const isShown = (rects: DOMRectList | DOMRect[]) => [...rects].some((rect) => rect.width > 1 && rect.height > 1)
    const decorative = (element: Element) => element.closest('[aria-hidden="true"], :disabled, [aria-disabled="true"]') !== null
    const root = document.getElementById('ladle-root') ?? document.body
    const pairs: { foreground: string; background: string; kind: 'text' | 'ui' | 'decorative'; large: boolean; sample: string }[] = []

    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const element = node.parentElement
      if (!text || !element) continue
      const style = getComputedStyle(element)
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      if (!isShown(range.getClientRects())) continue
      const background = backgroundBehind(element)
      const colour = parse(style.color)
      if (!background || !colour || colour[3] === 0) continue
      const size = Number.parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      pairs.push({
        foreground: hex(over(colour, background)),
        background: hex(background),
        kind: decorative(element) ? 'decorative' : 'text',
        large,
        sample: text.slice(0, 40),
      })
    }

    const controls = root.querySelectorAll('input:not([type="hidden"]), select, textarea, [role="switch"], [role="checkbox"], [role="radio"]')
    for (const control of controls) {
      const style = getComputedStyle(control)
      if (style.visibility !== 'visible' || !isShown([control.getBoundingClientRect()])) continue
      const around = backgroundBehind(control.parentElement)
      if (!around) continue
      const border = Number.parseFloat(style.borderTopWidth) > 0 ? parse(style.borderTopColor) : undefined
      const edge = border && border[3] > 0 ? border : parse(style.backgroundColor)
      if (!edge || edge[3] === 0) continue
      pairs.push({
        foreground: hex(over(edge, around)),
        background: hex(around),
        kind: decorative(control) ? 'decorative' : 'ui',
        large: false,
        sample: `<${control.tagName.toLowerCase()}${control.getAttribute('role') ? ` role=${control.getAttribute('role')}` : ''}>`,
      })
    }
    return pairs.map(({ large, kind, ...pair }) => ({ ...pair, kind: kind === 'text' && large ? 'largeText' : kind }))
  })
}

/** The distinct pairs, first sample kept: a story repeats the same pair in every paragraph. */
export function distinctPairs(pairs: readonly RenderedPair[]): RenderedPair[] {
  const seen = new Map<string, RenderedPair>()
  for (const pair of pairs) {
    const key = `${pair.foreground} ${pair.background} ${pair.kind}`
    if (!seen.has(key)) seen.set(key, pair)
  }
  return [...seen.values()]
}

/** `<sample>: <fg> on <bg> is <ratio>, needs <min>` for each pair below its WCAG AA minimum. */
export function pairsBelowAA(pairs: readonly RenderedPair[]): string[] {
  return pairs.flatMap(({ foreground, background, kind, sample }) => {
    const ratio = Math.floor(contrastRatio(foreground, background) * 100) / 100
    return ratio < minimumRatio[kind] ? [`"${sample}": ${foreground} on ${background} is ${ratio}:1, ${kind} needs ${minimumRatio[kind]}:1`] : []
  })
}

/** The committed list of pairs the stories render, which the Foundations › Colour page shows. */
export const pairsInUseFile = join(import.meta.dirname, '..', '..', 'design-system', 'docs', 'foundations', 'contrast-in-use.json')

export function readPairsInUse(file = pairsInUseFile): PairInUse[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PairInUse[]) : []
}

const pairKey = ({ foreground, background, kind }: Pick<RenderedPair, 'foreground' | 'background' | 'kind'>) => `${foreground} ${background} ${kind}`

/** Like a screenshot, the list is rewritten by a run with `--update-snapshots`; otherwise a pair it lacks fails. */
const updatingBaselines = (testInfo: TestInfo) => ['all', 'changed'].includes(testInfo.config.updateSnapshots)

export interface ContrastCheck {
  /** Each pair below its AA minimum. */
  belowAA: string[]
  /** Pairs the committed list (so the Colour page) does not show yet. */
  unlisted: string[]
}

/** Measures the story as shown and hands its pairs to the summary reporter, which writes the list in use. */
export async function checkRenderedContrast(page: Page, testInfo: TestInfo, story: string): Promise<ContrastCheck> {
  const pairs = distinctPairs(await measureRenderedPairs(page))
  await testInfo.attach(contrastAttachment, { body: JSON.stringify({ story, pairs }), contentType: 'application/json' })
  const listed = new Set(readPairsInUse().map(pairKey))
  const unlisted = updatingBaselines(testInfo)
    ? []
    : pairs.filter((pair) => !listed.has(pairKey(pair))).map(({ foreground, background, kind, sample }) => `"${sample}": ${foreground} on ${background} (${kind})`)
  return { belowAA: pairsBelowAA(pairs), unlisted }
}

/** Gathers the pairs of every story test of a run into the list the Colour page reads, rarest contrast first. */
export class PairsInUseCollector {
  private readonly found = new Map<string, { pair: RenderedPair; stories: Set<string> }>()

  add(story: string, pairs: readonly RenderedPair[]) {
    for (const pair of pairs) {
      const entry = this.found.get(pairKey(pair)) ?? { pair, stories: new Set<string>() }
      entry.stories.add(story)
      this.found.set(pairKey(pair), entry)
    }
  }

  get size() {
    return this.found.size
  }

  /**
   * The pairs found. After a partial run, only new pairs are added to `previous`: the stories not run still render
   * theirs, and a count from part of the stories would be wrong.
   */
  pairsInUse(previous: readonly PairInUse[] = [], complete = true): PairInUse[] {
    const merged = new Map<string, PairInUse>(complete ? [] : previous.map((entry) => [pairKey(entry), entry]))
    for (const [key, { pair, stories }] of this.found) {
      if (merged.has(key)) continue
      const sorted = [...stories].sort()
      merged.set(key, {
        foreground: pair.foreground,
        background: pair.background,
        kind: pair.kind,
        ratio: Math.floor(contrastRatio(pair.foreground, pair.background) * 100) / 100,
        stories: sorted.length,
        example: sorted[0]!,
      })
    }
    return [...merged.values()].sort((a, b) => a.ratio - b.ratio || pairKey(a).localeCompare(pairKey(b)))
  }
}
