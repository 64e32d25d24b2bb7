/**
 * The list-role fix, in one place. Safari (VoiceOver) drops list semantics from a <ul>/<ol>
 * styled with `list-style: none`; an explicit role="list" brings them back. global.css.ts
 * resets bullets, margin and padding on exactly `plainListSelector`, so the role doubles as
 * the "unstyled list" switch: spread `plainList` on a list, or use `listRole(element)` in a
 * component whose element may or may not be a list.
 */
export const plainList = { role: 'list' } as const

export const plainListSelector = 'ul[role="list"], ol[role="list"]'

export function listRole(element: string): 'list' | undefined {
  return element === 'ul' || element === 'ol' ? 'list' : undefined
}
