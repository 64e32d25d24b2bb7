// A lead form's draft survives a reload (session storage) and is cleared once
// sent. Storage can be missing, full or forbidden (privacy modes, sandboxed
// frames throw on access): then drafts are simply not kept and the form works.

export const draftKeyPrefix = 'tw-lead-form-draft:'

/** One draft per form per page, so the top and bottom forms of a white paper keep their own. */
export function draftKey(pathname: string, formId: string): string {
  return `${draftKeyPrefix}${pathname}#${formId}`
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** The saved values of the named fields, or undefined when there is no usable draft. */
export function readDraft(key: string, fieldNames: readonly string[]): Record<string, string> | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStore()?.getItem(key) ?? 'null')
    if (typeof saved !== 'object' || saved === null) return undefined
    const values = Object.fromEntries(
      Object.entries(saved).filter((entry): entry is [string, string] => fieldNames.includes(entry[0]) && typeof entry[1] === 'string'),
    )
    return Object.keys(values).length > 0 ? values : undefined
  } catch {
    return undefined
  }
}

export function writeDraft(key: string, values: Readonly<Record<string, string>>): void {
  try {
    sessionStore()?.setItem(key, JSON.stringify(values))
  } catch {
    // Full or forbidden storage: the values stay in the form, only the reload copy is lost.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStore()?.removeItem(key)
  } catch {
    // Nothing was stored where storage is forbidden.
  }
}
