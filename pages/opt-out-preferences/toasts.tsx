import { useEffect } from 'react'
import type { CookieToast } from '#content/cookies'
import { Toaster, toast } from '#design-system'

// Loaded after hydration, so sonner is not part of the page's first load.
let markReady: () => void = () => {}
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})

/** The page's toaster; its live region must be in the DOM before the first toast, or it is not announced. */
export function PreferenceToaster() {
  useEffect(() => markReady(), [])
  return <Toaster />
}

/** SPEC §8: shows a cookie toast once the toaster is listening. */
export async function showToast({ title, description }: CookieToast) {
  await ready
  toast(title, { description })
}
