import * as RadixTooltip from '@radix-ui/react-tooltip'
import { use, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { darkTheme } from '../../themes/themes.css'
import { Icon } from '../Icon/Icon'
import { SkipDelayContext, tooltipDelayDuration, tooltipSkipDelayDuration, wasClickedBeforeRadix, type FocusHandOver, type TooltipProps } from './Tooltip'
import * as styles from './Tooltip.css'

/** Loaded after hydration has begun (see `Tooltip.tsx`): Radix and its positioning engine are most of Home's own JavaScript. */
export function RadixTooltipRoot({
  content,
  children,
  side = 'top',
  icon = 'info',
  open,
  defaultOpen = false,
  onOpenChange,
  focusHandOverRef,
}: TooltipProps & { focusHandOverRef?: FocusHandOver }) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const isOpen = open ?? uncontrolledOpen
  const skipDelay = use(SkipDelayContext)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const pointerType = useRef('')
  const wasOpenOnPointerDown = useRef(false)
  const hasKeyboardFocus = useRef(false)
  const escapeRequested = useRef(false)

  function setOpen(next: boolean) {
    // Radix closes a tooltip when the page scrolls, and focusing an off-screen
    // trigger scrolls it into view: keyboard users would never see the tooltip.
    // While the trigger has keyboard focus, only Escape (or blur) closes it.
    if (!next && hasKeyboardFocus.current && !escapeRequested.current) return
    escapeRequested.current = false
    if (open === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }
  const openAfterRestingPointer = useEffectEvent(() => setOpen(true))

  useEffect(() => {
    if (!isOpen) return
    skipDelay?.opened()
    return () => skipDelay?.closed()
  }, [isOpen, skipDelay])

  // Before paint, so the focus ring never leaves the trigger (see `Tooltip`).
  useLayoutEffect(() => {
    if (!focusHandOverRef?.current) return
    focusHandOverRef.current = false
    triggerRef.current?.focus()
  }, [focusHandOverRef])

  useEffect(() => {
    // A pointer that came to rest on the trigger before this code arrived sends no pointermove,
    // and Radix starts its open delay on one; start it here instead.
    const trigger = triggerRef.current
    if (!trigger) return
    // A tap that came before this code could not open it: it opens now, as the tap would have.
    if (wasClickedBeforeRadix(trigger)) {
      openAfterRestingPointer()
      return
    }
    if (!trigger.matches(':hover')) return
    const timer = window.setTimeout(() => {
      if (trigger.matches(':hover')) openAfterRestingPointer()
    }, tooltipDelayDuration)
    return () => window.clearTimeout(timer)
  }, [])

  return (
    // One Radix provider per tooltip, since each hydrates on its own (see `Tooltip`); `SkipDelayContext` spans them.
    <RadixTooltip.Provider delayDuration={tooltipDelayDuration} skipDelayDuration={tooltipSkipDelayDuration}>
      <RadixTooltip.Root open={isOpen} onOpenChange={setOpen}>
        <RadixTooltip.Trigger
          ref={triggerRef}
          type="button"
          className={styles.trigger}
          onPointerMove={(event) => {
            if (event.pointerType !== 'touch' && !isOpen && skipDelay?.isSkipping()) setOpen(true)
          }}
          onPointerDown={(event) => {
            pointerType.current = event.pointerType
            wasOpenOnPointerDown.current = isOpen
          }}
          onFocus={() => {
            hasKeyboardFocus.current = pointerType.current === ''
          }}
          onBlur={() => {
            hasKeyboardFocus.current = false
          }}
          onClick={(event) => {
            // Radix tooltips ignore taps; on touch screens a tap toggles it so the text is reachable.
            if (pointerType.current === 'touch') {
              event.preventDefault()
              if (!wasOpenOnPointerDown.current) setOpen(true)
            }
            pointerType.current = ''
          }}
        >
          {icon ? <Icon name={icon} size="small" /> : null}
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className={[darkTheme, styles.content].join(' ')}
            side={side}
            sideOffset={6}
            collisionPadding={12}
            onEscapeKeyDown={() => {
              escapeRequested.current = true
            }}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  )
}
