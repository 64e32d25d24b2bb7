import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react'
import { deferredModule, useDeferredModule } from '../../hooks/useDeferredModule'
import { Icon, type IconName } from '../Icon/Icon'
import * as styles from './Tooltip.css'

/** SPEC §9: open delay 700 ms, skip delay 300 ms. */
export const tooltipDelayDuration = 700
export const tooltipSkipDelayDuration = 300

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const
export type TooltipSide = (typeof tooltipSides)[number]

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

// Radix's tooltip and its positioning engine are most of the JavaScript of a page with tooltips,
// and nothing needs them before someone points at a trigger: they arrive after hydration begins.
// Marked pure, like every module-level call here, so pages without tooltips drop this module.
const radixTooltip = /* @__PURE__ */ deferredModule(() => import('./RadixTooltip'))

/** Lets stories and tests render the loaded tooltip at once. */
export function loadTooltips() {
  return radixTooltip.load()
}

/** Until Radix arrives (or if it cannot), a trigger is the same button with nothing to open. */
const TooltipImplementation = /* @__PURE__ */ createContext<ComponentType<TooltipProps>>(TriggerOnly)

/**
 * Wrap the tooltips of a page once, so moving between them skips the open delay.
 *
 * The server renders the tooltips whole. While hydrating, React keeps that HTML and hydrates
 * it once Radix has loaded; a render on the client (a client-side navigation) shows the
 * triggers alone until then, in the same place, so nothing moves when Radix takes over.
 */
export function TooltipProvider({ children }: TooltipProviderProps) {
  return (
    <Suspense fallback={children}>
      <RadixTooltips>{children}</RadixTooltips>
    </Suspense>
  )
}

function RadixTooltips({ children }: TooltipProviderProps) {
  const radix = useDeferredModule(radixTooltip)
  if (!radix) return children
  return (
    <radix.RadixTooltipProvider>
      <TooltipImplementation.Provider value={radix.RadixTooltipRoot}>{children}</TooltipImplementation.Provider>
    </radix.RadixTooltipProvider>
  )
}

export function Tooltip(props: TooltipProps) {
  const Implementation = useContext(TooltipImplementation)
  return <Implementation {...props} />
}

function TriggerOnly({ children, icon = 'info' }: TooltipProps) {
  // The attributes of Radix's closed trigger, so hydration finds what the server rendered.
  return (
    <button type="button" data-state="closed" className={styles.trigger}>
      {icon ? <Icon name={icon} size="small" /> : null}
      {children}
    </button>
  )
}
