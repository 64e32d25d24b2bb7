import { webFontFamilies } from '../tokens'
import { restCodePoints } from './fontCoverage'

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable)

/**
 * Fetches the text face's second file (the Latin-1 letters and symbols a visitor may type that no page shows,
 * styles/fontCoverage.ts) when a text field first takes focus, so that it is ready before the first key. It is an
 * `optional` face: fetched only when a typed "é" needed it, it arrived after that letter was drawn, and the page kept
 * the fallback for it, so "José" was drawn in two faces. The client renderer calls this on hydration.
 */
export function loadTypedFaceOnTextEntry() {
  const load = (event: FocusEvent) => {
    if (!isTextEntry(event.target)) return
    document.removeEventListener('focusin', load, true)
    // A file that cannot be fetched leaves the fallback drawing those letters, as before.
    document.fonts?.load(`1em "${webFontFamilies.textRest}"`, String.fromCodePoint(...restCodePoints)).catch(() => undefined)
  }
  document.addEventListener('focusin', load, true)
}
