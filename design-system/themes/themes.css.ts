import { createGlobalTheme, createTheme } from '@vanilla-extract/css'
import { vars } from './vars.css'
import { darkValues, lightValues } from './values'

// The light theme is the page default; `darkTheme` re-themes any subtree
// (hero, calls to action, the contact form) by class.
createGlobalTheme(':root', vars, lightValues)
export const lightTheme = createTheme(vars, lightValues)
export const darkTheme = createTheme(vars, darkValues)
