// Renders the social cards of social-cards.ts to PNG at build time: satori lays
// the card out as SVG (text drawn as paths with Inter, read from
// @fontsource/inter's woff files in node_modules, nothing downloaded) and resvg
// rasterises it. Build only: vite.config.ts' socialArtifacts plugin calls it.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { ReactNode } from 'react'
import type { Font } from 'satori'
import { palette } from '#design-system/tokens'
import { site } from '#content/site'
import { socialCardSize } from '#content/social-cards'
import type { SocialCard } from '#content/social-cards'

const require = createRequire(import.meta.url)

const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)

interface Renderer {
  satori: typeof import('satori').default
  renderAsync: typeof import('@resvg/resvg-js').renderAsync
  fonts: Font[]
}

let rendererLoading: Promise<Renderer> | undefined

/**
 * Loaded on first use: vite.config.ts imports this module for every dev
 * server and unit-test run, and satori with resvg take over a second to load.
 */
function loadRenderer(): Promise<Renderer> {
  rendererLoading ??= (async () => {
    const [{ default: satori }, { renderAsync }, fonts] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
      Promise.all(([400, 700] as const).map(async (weight) => ({ name: 'Inter', weight, style: 'normal' as const, data: await readFile(fontFile(weight)) }))),
    ])
    return { satori, renderAsync, fonts }
  })()
  return rendererLoading
}

const host = new URL(site.origin).host

/** Long titles step down a size so that every title fits in three lines. */
const titleSize = (title: string) => (title.length > 80 ? 54 : title.length > 50 ? 62 : 72)

type Style = Record<string, string | number>

/**
 * A satori element: a div with inline styles, written as the plain object a
 * React element is. Not JSX nor React itself: this runs inside Vite's config,
 * where loading React would hand the pre-render a second, development copy.
 */
const div = (style: Style, ...children: ReactNode[]): ReactNode => ({ type: 'div', key: null, props: { style, children } }) as unknown as ReactNode

/** The Logo component's mark, drawn larger: a 3×3 weight matrix with a lit T. */
function brandMark() {
  const cell = 14
  const pitch = 18
  const cells = [0, 1, 2].flatMap((row) => [0, 1, 2].map((column) => ({ row, column })))
  return div(
    { display: 'flex', position: 'relative', width: 2 * pitch + cell, height: 2 * pitch + cell },
    ...cells.map(({ row, column }) =>
      div({
        position: 'absolute',
        left: column * pitch,
        top: row * pitch,
        width: cell,
        height: cell,
        borderRadius: 2,
        backgroundColor: palette.teal300,
        opacity: row === 0 || column === 1 ? 1 : 0.3,
      }),
    ),
  )
}

function cardElement(card: SocialCard) {
  return div(
    {
      // Satori sizes boxes content-box by default; the padding must stay inside the card.
      boxSizing: 'border-box',
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      fontFamily: 'Inter',
      color: palette.white,
      // Flat colours only: a gradient's every pixel differs, which triples the PNG's size.
      backgroundColor: palette.ink900,
      borderBottom: `12px solid ${palette.indigo400}`,
    },
    div({ display: 'flex', alignItems: 'center', gap: 20 }, brandMark(), div({ fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }, site.brand)),
    div(
      { display: 'flex', flexDirection: 'column', gap: 24 },
      div({ fontSize: 28, fontWeight: 700, color: palette.teal300 }, card.eyebrow),
      div({ display: 'flex', fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.15, letterSpacing: -1 }, card.title),
    ),
    div({ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: palette.slate300 }, div({}, site.taglineCode), div({}, host)),
  )
}

/** One card as PNG bytes, 1200×630. */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  const { satori, renderAsync, fonts } = await loadRenderer()
  const svg = await satori(cardElement(card), { ...socialCardSize, fonts })
  const image = await renderAsync(svg, { fitTo: { mode: 'original' } })
  return image.asPng()
}
