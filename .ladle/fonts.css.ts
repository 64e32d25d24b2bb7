import { globalFontFace } from '@vanilla-extract/css'
import { fontFiles } from '../design-system/styles/fontCoverage'

// The stories declare the text face again with `swap`, after the site's `optional` one (the later rule wins). Ladle
// does not preload it, so on a busy machine it missed a story's first render and the story kept the fallback face;
// the stories are looked at and screenshotted, never measured for layout shift.
for (const { src, unicodeRange } of fontFiles('inter')) {
  globalFontFace('Inter Variable', { src, unicodeRange, fontWeight: '100 900', fontStyle: 'normal', fontDisplay: 'swap' })
}
