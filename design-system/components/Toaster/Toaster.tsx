import { Toaster as Sonner } from 'sonner'
import { darkTheme } from '../../themes/themes.css'
import * as styles from './Toaster.css'

// The app imports `toast` from here, so sonner stays an implementation detail.
export { toast } from 'sonner'

type ToasterPosition = 'bottom-right' | 'bottom-center' | 'top-right' | 'top-center'

export interface ToasterProps {
  position?: ToasterPosition
  /** Milliseconds a toast stays; long enough to read two lines (WCAG 2.2.1). */
  duration?: number
}

/**
 * Mount once in the shell. Toasts use the dark theme on every page so they stand out
 * from light content; sonner itself switches its animations off under prefers-reduced-motion.
 */
export function Toaster({ position = 'bottom-right', duration = 6000 }: ToasterProps) {
  return (
    <Sonner
      position={position}
      duration={duration}
      theme="dark"
      closeButton
      // Stacked toasts fade and overlap, which hides their text and close buttons; keep every toast readable.
      expand
      className={`${darkTheme} ${styles.root}`}
      containerAriaLabel="Notifications"
      toastOptions={{
        closeButtonAriaLabel: 'Dismiss notification',
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          icon: styles.icon,
          closeButton: styles.closeButton,
        },
      }}
    />
  )
}
