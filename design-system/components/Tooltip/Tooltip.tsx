import { createContext, Suspense, useRef, useState, type ReactNode, type RefObject } from 'react'
import { deferredModule, firstInteraction, useDeferredModule } from '../../hooks/useDeferredModule'
import { Icon, type IconName } from '../Icon/Icon'
import * as styles from './Tooltip.css'

/** SPEC §9: open delay 700 ms, skip delay 300 ms. */
export const tooltipDelayDuration = 700
export const tooltipSkipDelayDuration = 300

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

// Radix's tooltip and its positioning engine are most of the JavaScript of a page with tooltips,
// and nothing needs them before someone can point at a trigger: they are fetched at the visitor's
// first interaction with the page, so a visit that only reads never downloads them.
// Marked pure, like every module-level call here, so pages without tooltips drop this module.
const radixTooltip = /* @__PURE__ */ deferredModule(() => import('./RadixTooltip'), firstInteraction)

/** Whether `trigger` was tapped or clicked before Radix arrived (a phone's first interaction is often a tap); answers true once. */
export function wasClickedBeforeRadix(trigger: Element): boolean {
  return radixTooltip.clickedWhileLoading(trigger)
}

/** Lets stories and tests render the loaded tooltip at once. */
export function loadTooltips() {
  return radixTooltip.load()
}

/**
 * SPEC §9's skip delay, shared by the tooltips of one provider: while one is open, and for 300 ms after it
 * closes, pointing at another opens it at once. Radix's provider does this for the tooltips inside it, but each
 * tooltip here has its own (see `Tooltip`), so they share this instead.
 */
interface SkipDelay {
  /** True while a tooltip is open and for the skip delay after. */
  isSkipping(): boolean
  opened(): void
  closed(): void
}

function createSkipDelay(): SkipDelay {
  let skipping = false
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    isSkipping: () => skipping,
    opened() {
      clearTimeout(timer)
      skipping = true
    },
    closed() {
      clearTimeout(timer)
      timer = setTimeout(() => (skipping = false), tooltipSkipDelayDuration)
    },
  }
}

/** Without a provider each tooltip waits the full delay. */
export const SkipDelayContext = /* @__PURE__ */ createContext<SkipDelay | undefined>(undefined)

/** Wrap the tooltips of a page once, so moving between them skips the open delay. */
export function TooltipProvider({ children }: TooltipProviderProps) {
  const [skipDelay] = useState(createSkipDelay)
  return <SkipDelayContext value={skipDelay}>{children}</SkipDelayContext>
}

/** Set when the trigger shown before Radix had focus as Radix's trigger replaced it; see `Tooltip`. */
export type FocusHandOver = RefObject<boolean>

/**
 * The server renders each tooltip whole. While hydrating, React keeps that HTML for the trigger and hydrates it once
 * Radix has loaded (after the first interaction, above; a trigger focused or pointed at before then keeps its node); the boundary holds the trigger alone, so the links and cards around it are live at once. A render
 * on the client (a client-side navigation, a story) shows the trigger alone until then, in the same place, so nothing
 * moves when Radix takes over. Radix's trigger is a new button there: if the one it replaces had focus, it takes the
 * focus over, or focus would drop to the page and the next Tab land on the same trigger again. If Radix cannot be
 * fetched, the trigger stays a button with nothing to open.
 */
export function Tooltip(props: TooltipProps) {
  const focusHandOverRef = useRef(false)
  return (
    <Suspense fallback={<TriggerOnly {...props} focusHandOverRef={focusHandOverRef} />}>
      <RadixOrTriggerOnly {...props} focusHandOverRef={focusHandOverRef} />
    </Suspense>
  )
}

function RadixOrTriggerOnly(props: TooltipProps & { focusHandOverRef: FocusHandOver }) {
  const radix = useDeferredModule(radixTooltip)
  return radix ? <radix.RadixTooltipRoot {...props} /> : <TriggerOnly {...props} />
}

function TriggerOnly({ children, icon = 'info', focusHandOverRef }: TooltipProps & { focusHandOverRef: FocusHandOver }) {
  // The attributes of Radix's closed trigger, so hydration finds what the server rendered.
  return (
    <button
      type="button"
      data-state="closed"
      className={styles.trigger}
      // React detaches the ref before it removes the button, so the focus can still be read.
      ref={(button) => () => {
        focusHandOverRef.current = button === document.activeElement
      }}
    >
      {icon ? <Icon name={icon} size="small" /> : null}
      {children}
    </button>
  )
}
