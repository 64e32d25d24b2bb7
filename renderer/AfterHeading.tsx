import { createContext, useContext, type ReactNode } from 'react'
import { afterHeading } from './Layout.css'

/**
 * True for the first render of a page reached by a followed link, which paints the page's heading before what
 * follows it; `+onRenderClient` renders the whole page in the task after that frame. False on the server and on
 * hydration, where the page renders whole.
 */
export const HeadingOnly = createContext(false)

/**
 * What follows a page's heading: the heading section's content, the sections after it. On a followed link it renders
 * in the task after the heading is painted; meanwhile `<main>` holds a screen's height, so the footer is not drawn in
 * view only to be pushed down. Never wrap anything before the heading: it would push the heading down when it arrives.
 */
export function AfterHeading({ children }: { children: ReactNode }) {
  return useContext(HeadingOnly) ? <span hidden className={afterHeading} /> : children
}
