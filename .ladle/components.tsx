import type { GlobalProvider } from '@ladle/react'
import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/jetbrains-mono/wght.css'
import '../design-system/styles/global.css'

export const Provider: GlobalProvider = ({ children }) => <div lang="en">{children}</div>
