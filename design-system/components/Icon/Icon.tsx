import { createContext, createElement, use, type ReactNode } from 'react'
import * as styles from './Icon.css'
import { interfaceIcons, type Drawing, type IconName, type InterfaceIconName, type Pictograms } from './icons'
import type { IconSize } from './variants'

export { iconSizes } from './variants'

export { iconNames, interfaceIconNames, pictogramNames, type IconName, type Pictograms } from './icons'

export interface IconProps {
  name: IconName
  size?: IconSize
  /** Makes the icon meaningful (role="img"); without it the icon is decorative and hidden. */
  label?: string
  /** For positioning by a parent component only. */
  className?: string
}

const PictogramContext = createContext<Pictograms>({})

/**
 * Gives the icons inside it the pictograms they may draw: the renderer passes the page's (its data names them), the
 * stories every one. An interface icon needs none.
 */
export function PictogramProvider({ pictograms, children }: { pictograms: Pictograms; children: ReactNode }) {
  return <PictogramContext value={pictograms}>{children}</PictogramContext>
}

const isInterfaceIcon = (name: IconName): name is InterfaceIconName => Object.hasOwn(interfaceIcons, name)

function useDrawing(name: IconName): Drawing {
  const pictograms = use(PictogramContext)
  if (isInterfaceIcon(name)) return interfaceIcons[name]
  const drawing = pictograms[name]
  // Pre-rendering stops here rather than ship a page whose pictogram is blank.
  if (!drawing && import.meta.env.SSR) throw new Error(`The pictogram "${name}" is drawn, but the page's data names no icon "${name}" (see pictogramsIn).`)
  return drawing ?? []
}

export function Icon({ name, size = 'standard', label, className }: IconProps) {
  const drawing = useDrawing(name)
  const classes = className ? `${styles.icon({ size })} ${className}` : styles.icon({ size })
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': 'true', focusable: 'false' } as const)
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
      {...a11y}
    >
      {drawing.map(([shape, attributes], index) => createElement(shape, { key: index, ...attributes }))}
    </svg>
  )
}
