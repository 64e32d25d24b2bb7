import { globalFontFace, globalStyle } from '@vanilla-extract/css'
import { vars } from '../themes/vars.css'
import { webFontFamilies } from '../tokens'
import { fadeInClass, fadeInVisibleClass } from './fadeIn'
import { jsRunning } from './js'
import { plainListSelector } from './list'
import { revealPending, revealTransition } from './reveal'
import '../themes/themes.css'

// The self-hosted variable faces, cut at build time to the characters the site draws (styles/fontCoverage.ts,
// renderer/generate/fontSubsets.ts) and carried in this stylesheet as data: URLs
// (renderer/generate/fontSubsetPlugin.ts), so every page paints in its own faces from its first response. `block`
// holds text back only while the browser decodes them, a few milliseconds; as `optional` they missed the first render
// on a busy test machine (decoding a data: URL is a task of its own, which a long first layout can delay past
// optional's 100 ms), and the page kept its fallback.
const faces = [
  { family: webFontFamilies.text, file: 'inter.woff2', fontWeight: '100 900' },
  { family: webFontFamilies.mono, file: 'jetbrains-mono.woff2', fontWeight: '100 800' },
] as const
for (const { family, file, fontWeight } of faces) {
  globalFontFace(family, { src: `url("font-subsets/${file}") format("woff2")`, fontWeight, fontStyle: 'normal', fontDisplay: 'block' })
}
// Metric-matched local fallbacks: text painted before the faces are ready sits where
// the faces would put it.
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("Liberation Sans"), local("Helvetica")',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
})
globalFontFace('JetBrains Mono Fallback', {
  src: 'local("Courier New"), local("Liberation Mono"), local("Menlo")',
  ascentOverride: '102%',
  descentOverride: '30%',
  lineGapOverride: '0%',
  sizeAdjust: '99.9%',
})

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // The fixed header must never cover a focused element or a hash target.
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.medium})`,
})

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
})

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 })
// See styles/list.ts: the role that keeps Safari's list semantics also marks an unstyled list.
globalStyle(plainListSelector, { listStyle: 'none', margin: 0, padding: 0 })
globalStyle('img, svg, video, iframe', { display: 'block', maxWidth: '100%' })
globalStyle('img', { height: 'auto' })
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })
globalStyle('code, kbd, pre, samp', { fontFamily: vars.font.mono })

globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.borderWidth.thick,
})
globalStyle(':focus:not(:focus-visible)', { outline: 'none' })

// SPEC §2: elements with the fade-in class appear when 10% is in view (styles/fadeIn.ts).
// Hidden only while JavaScript runs, so content stays readable without it or when the
// bundle fails to load.
const fadeInPending = `${jsRunning} .${fadeInClass}:not(.${fadeInVisibleClass})`
globalStyle(fadeInPending, revealPending)
globalStyle(`.${fadeInClass}`, revealTransition)

globalStyle('::selection', { background: vars.color.accentSoft, color: vars.color.onAccentSoft })
