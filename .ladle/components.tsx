import { ThemeState, type GlobalProvider } from '@ladle/react'
import { useLayoutEffect } from 'react'
import '../design-system/styles/global.css'
import './fonts.css'
import { darkTheme } from '../design-system/themes/themes.css'
import './surfaces.css'

/**
 * Ladle's theme button (and `&theme=dark` in a story's URL) is the surface toolbar: dark puts our dark theme on
 * <html>, so every story, its text and the stage behind it take the dark theme's values, as inside a dark section.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => {
  const dark = globalState.theme === ThemeState.Dark
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(darkTheme, dark)
  }, [dark])
  return <div lang="en">{children}</div>
}
