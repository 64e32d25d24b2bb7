/** The shortcuts that open search, in `aria-keyshortcuts` syntax and as the header shows the first. */
export const searchShortcuts = { aria: 'Control+K Meta+K /', hint: 'Ctrl K' } as const

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLElement && target.isContentEditable)

/** Ctrl+K or Cmd+K anywhere; `/` when focus is not in a field, where it is a character to type. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextEntry(event.target)
}
