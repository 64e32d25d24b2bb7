import { ThemeState, type GlobalProvider } from '@ladle/react'
import { useDeferredValue, useEffect, useLayoutEffect, useMemo } from 'react'
import { PictogramProvider } from '../design-system/components/Icon/Icon'
import { pictograms } from '../design-system/components/Icon/pictograms'
import '../design-system/styles/global.css'
import { darkTheme } from '../design-system/themes/themes.css'
import { storyShownAttribute } from './storyShown'
import './surfaces.css'

/**
 * Ladle's theme button (and `&theme=dark` in a story's URL) is the surface toolbar: dark puts our dark theme on
 * <html>, so every story, its text and the stage behind it take the dark theme's values, as inside a dark section.
 *
 * A story opened from another one stays on the previous story until its module has loaded, instead of showing
 * Ladle's spinner: Ladle loads each story lazily, and React 19 keeps a Suspense fallback on screen for at least
 * 300 ms once shown, which made every story switch cost that long (about 1.5 minutes of `npm test`'s story checks).
 * A deferred render that suspends keeps what is shown. `storyShownAttribute` then names the story on screen.
 *
 * Every story may draw any pictogram: on the site, a page gets those its data names.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const dark = globalState.theme === ThemeState.Dark
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(darkTheme, dark)
  }, [dark])
  const requested = useMemo(() => ({ story: globalState.story, children }), [globalState.story, children])
  const shown = useDeferredValue(requested)
  useEffect(() => {
    document.documentElement.setAttribute(storyShownAttribute, shown.story)
  }, [shown.story])
  return (
    <PictogramProvider pictograms={pictograms}>
      <div lang="en">{shown.children}</div>
    </PictogramProvider>
  )
}
