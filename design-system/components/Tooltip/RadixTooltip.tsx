import * as RadixTooltip from '@radix-ui/react-tooltip'
import { useRef, useState } from 'react'
import { darkTheme } from '../../themes/themes.css'
import { Icon } from '../Icon/Icon'
import { LoadedTooltip, type TooltipProps, type TooltipProviderProps } from './Tooltip'
import * as styles from './Tooltip.css'

/** Fetched at the first interaction (see `Tooltip.tsx`). SPEC §9: open delay 700 ms, skip delay 300 ms. */
export function RadixTooltipProvider({ children }: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <LoadedTooltip value={loaded}>{children}</LoadedTooltip>
    </RadixTooltip.Provider>
  )
}

const loaded = { RadixTooltipRoot }

function RadixTooltipRoot({ content, children, side = 'top', icon = 'info', open, defaultOpen = false, onOpenChange }: TooltipProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const isOpen = open ?? uncontrolledOpen
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

  return (
    <RadixTooltip.Root open={isOpen} onOpenChange={setOpen}>
      <RadixTooltip.Trigger
        type="button"
        className={styles.trigger}
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
  )
}
