// SPEC §4 "Lead forms", §7 "Create form", §8: loads the embedded forms of one
// page and reports, per container, whether the embed is ready or our own form
// must take its place. Framework-free; useEmbeddedForms wraps it for React.
import { formsConsoleMessages, formsTiming } from '#content/forms'
import { forms, type FormKey } from '#content/site'

/** One embedded form on the page: the id of its (empty) container and which form it shows. */
export interface EmbedRequest {
  /** Letters, digits and hyphens only: it becomes the `#id` selector the embed looks up. */
  targetId: string
  formKey: FormKey
}

/** Why a container switched to our own form. */
export type FallbackReason = 'script-error' | 'api-unavailable' | 'create-failed' | 'not-ready'

export interface EmbedListener {
  ready: (targetId: string) => void
  fallback: (targetId: string, reason: FallbackReason) => void
  /** A ready embed was sent (its own thank-you now fills the container). */
  submitted?: (targetId: string) => void
}

/** The options `hbspt.forms.create` takes, as far as this site uses them. */
export interface EmbedCreateOptions {
  region: string
  portalId: string
  formId: string
  /** A CSS selector for the container. */
  target: string
  /** `''` drops the provider's own stylesheet, so the embed takes the site's styles (LeadFormSlot.css.ts). */
  css?: string
  onFormReady?: () => void
  onFormSubmitted?: () => void
}

declare global {
  interface Window {
    hbspt?: { forms?: { create?: (options: EmbedCreateOptions) => unknown } }
  }
}

/** The forms script elements currently in the document (normally none or one). */
export function embedScripts(doc: Document = document): HTMLScriptElement[] {
  return Array.from(doc.scripts).filter((script) => script.getAttribute('src') === forms.scriptUrl)
}

/**
 * Injects the forms script (replacing any earlier copy), creates each form once
 * the API is there, and calls `listener` exactly once per container with
 * `ready` or `fallback`, then `submitted` each time a ready embed is sent. Returns the
 * function that undoes it all on leaving the page: the script goes, the
 * containers are emptied, and late callbacks are ignored.
 */
export function loadEmbeddedForms(requests: readonly EmbedRequest[], listener: EmbedListener, doc: Document = document): () => void {
  const view = doc.defaultView ?? window
  const settled = new Map<string, 'ready' | 'fallback'>()
  const timers: number[] = []
  let disposed = false

  const later = (callback: () => void, delayMs: number) => {
    timers.push(view.setTimeout(callback, delayMs))
  }

  function settle(targetId: string, outcome: 'ready' | 'fallback', reason?: FallbackReason) {
    if (disposed || settled.has(targetId)) return
    settled.set(targetId, outcome)
    if (outcome === 'ready') listener.ready(targetId)
    else listener.fallback(targetId, reason ?? 'not-ready')
  }

  const fallBackEverywhere = (reason: FallbackReason) => {
    for (const { targetId } of requests) settle(targetId, 'fallback', reason)
  }

  /** False when the API is not there yet. */
  function createForms(): boolean {
    const api = view.hbspt?.forms
    if (typeof api?.create !== 'function') return false
    for (const { targetId, formKey } of requests) {
      if (settled.has(targetId)) continue
      try {
        api.create({
          region: forms.region,
          portalId: forms.portalId,
          formId: forms.formIds[formKey],
          target: `#${targetId}`,
          css: '',
          onFormReady: () => settle(targetId, 'ready'),
          // Only an embed the page shows counts: one that answered after our own form took its place does not.
          onFormSubmitted: () => {
            if (!disposed && settled.get(targetId) === 'ready') listener.submitted?.(targetId)
          },
        })
      } catch (error) {
        console.error(formsConsoleMessages.createFailed, error)
        settle(targetId, 'fallback', 'create-failed')
      }
    }
    return true
  }

  function onLoad() {
    if (disposed || createForms()) return
    later(() => {
      if (disposed || createForms()) return
      console.error(formsConsoleMessages.apiUnavailable)
      fallBackEverywhere('api-unavailable')
    }, formsTiming.apiRecheckMs)
  }

  function onError() {
    if (disposed) return
    console.error(formsConsoleMessages.scriptLoadFailed)
    fallBackEverywhere('script-error')
  }

  for (const earlier of embedScripts(doc)) earlier.remove()
  const script = doc.createElement('script')
  script.src = forms.scriptUrl
  script.async = true
  script.addEventListener('load', onLoad)
  script.addEventListener('error', onError)
  doc.head.append(script)
  // Also covers a script that never answers: a proxy can hold the request open far longer than anyone waits.
  later(() => fallBackEverywhere('not-ready'), formsTiming.embedReadyTimeoutMs)

  return () => {
    disposed = true
    for (const timer of timers) view.clearTimeout(timer)
    script.removeEventListener('load', onLoad)
    script.removeEventListener('error', onError)
    script.remove()
    // A container that fell back shows our own form, which React owns; only the embed's markup is ours to remove.
    for (const { targetId } of requests) {
      if (settled.get(targetId) !== 'fallback') doc.getElementById(targetId)?.replaceChildren()
    }
  }
}
