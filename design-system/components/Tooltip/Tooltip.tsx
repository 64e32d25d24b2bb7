import { createContext, lazy, Suspense, use, type ComponentType, type ReactNode } from 'react'
import { firstInteraction } from '../../hooks/firstInteraction'
import { Icon, type IconName } from '../Icon/Icon'
import * as styles from './Tooltip.css'

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const
type TooltipSide = (typeof tooltipSides)[number]

export interface TooltipProviderProps {
  children: ReactNode
}

export interface TooltipProps {
  /** The tooltip text; keep it short and non-essential. */
  content: ReactNode
  /** The trigger's label, e.g. "Learn more". */
  children: ReactNode
  side?: TooltipSide
  /** Decorative icon before the label; `null` for none. */
  icon?: IconName | null
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

let radixTooltip: Promise<typeof import('./RadixTooltip')> | undefined

/** Fetches Radix's tooltip now, so that stories and tests show the loaded tooltip at once. */
export const loadTooltips = () => (radixTooltip ??= import('./RadixTooltip'))

// Radix's tooltip and its positioning engine are most of Home's own JavaScript, and nothing needs them before the
// visitor can point at a trigger. The server renders them; the client fetches them at the first interaction (at once
// after one), and until they arrive React keeps the server's HTML for everything inside the provider. If they cannot
// be fetched, the triggers stay plain buttons with nothing to open.
const RadixProvider = lazy<ComponentType<TooltipProviderProps>>(async () => {
  if (!radixTooltip && typeof document !== 'undefined') await firstInteraction()
  try {
    return { default: (await loadTooltips()).RadixTooltipProvider }
  } catch {
    return { default: ({ children }: TooltipProviderProps) => children }
  }
})

/** The tooltip Radix draws, given by the provider once Radix has loaded. */
export const LoadedTooltip = createContext<{ RadixTooltipRoot: ComponentType<TooltipProps> } | undefined>(undefined)

/**
 * Wrap a page's tooltips once: Radix's provider, so that moving from one to the next skips the open delay. A render on
 * the client before Radix is here (a client-side navigation, a story) shows the triggers alone, in the same place.
 */
export function TooltipProvider({ children }: TooltipProviderProps) {
  return (
    <Suspense fallback={children}>
      <RadixProvider>{children}</RadixProvider>
    </Suspense>
  )
}

export function Tooltip(props: TooltipProps) {
  const radix = use(LoadedTooltip)
  if (radix) return <radix.RadixTooltipRoot {...props} />
  const { children, icon = 'info' } = props
  return (
    <button type="button" className={styles.trigger}>
      {icon ? <Icon name={icon} size="small" /> : null}
      {children}
    </button>
  )
}
