// A lead form's draft survives a reload (session storage) and is cleared once
// sent. Storage can be missing, full or forbidden (privacy modes, sandboxed
// frames throw on access): then drafts are simply not kept and the form works.
import { browserStorage, reachStorage, readItem, removeItem, writeItem } from '../webStorage'

const draftKeyPrefix = 'tw-lead-form-draft:'

/** One draft per form per page, so the top and bottom forms of a white paper keep their own. */
export function draftKey(pathname: string, formId: string): string {
  return `${draftKeyPrefix}${pathname}#${formId}`
}

const sessionStore = () => reachStorage(() => browserStorage('sessionStorage'))

/** The saved values of the named fields, or undefined when there is no usable draft. */
export function readDraft(key: string, fieldNames: readonly string[]): Record<string, string> | undefined {
  let saved: unknown
  try {
    saved = JSON.parse(readItem(sessionStore(), key) ?? 'null')
  } catch {
    // A draft that is not JSON (written by an older page, or by hand) is no draft.
    return undefined
  }
  if (typeof saved !== 'object' || saved === null) return undefined
  const values = Object.fromEntries(
    Object.entries(saved).filter((entry): entry is [string, string] => fieldNames.includes(entry[0]) && typeof entry[1] === 'string'),
  )
  return Object.keys(values).length > 0 ? values : undefined
}

/** Full or forbidden storage loses only the reload copy: the values stay in the form. */
export function writeDraft(key: string, values: Readonly<Record<string, string>>): void {
  writeItem(sessionStore(), key, JSON.stringify(values))
}

export function clearDraft(key: string): void {
  removeItem(sessionStore(), key)
}
