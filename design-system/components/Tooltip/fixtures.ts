import { use, type ReactNode } from 'react'
import { loadTooltips } from './Tooltip'

/** Radix arrives after the page's own code; stories show tooltips once it has, as visitors get them. */
export function OnceRadixHasLoaded({ children }: { children: ReactNode }) {
  use(loadTooltips())
  return children
}
