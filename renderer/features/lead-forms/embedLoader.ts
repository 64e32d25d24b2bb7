// SPEC §4 "Lead forms", §7 "Create form", §8: loads the embedded forms of one
// page and reports, per container, whether the embed is ready or our own form
// must take its place. Framework-free; useEmbeddedForms wraps it for React.
import { formsConsoleMessages, formsTiming } from '#content/forms'
import { forms, type FormKey } from '#content/site'
import { draftKey, readDraft, writeDraft } from './draft'
import { isFormsProviderUrl } from './embedSources'

/** One embedded form on the page: the id of its (empty) container and which form it shows. */
export interface EmbedRequest {
  /** Letters, digits and hyphens only: it becomes the `#id` selector the embed looks up. */
  targetId: string
  formKey: FormKey
}

/** Why a container switched to our own form. */
export type FallbackReason = 'script-error' | 'api-unavailable' | 'create-failed' | 'not-ready' | 'policy-refused'

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

/** Directives whose refusal leaves the embed without code, data or its frame; a refused `<style>` costs nothing. */
const embedNeeds = ['script-src', 'script-src-elem', 'connect-src', 'frame-src', 'child-src']

/** True when the policy refused the embed something it needs: asked for by its script, or from its hosts. */
export function refusesEmbed(event: Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI' | 'sourceFile'>): boolean {
  if (!embedNeeds.includes(event.effectiveDirective)) return false
  return isFormsProviderUrl(event.sourceFile) || isFormsProviderUrl(event.blockedURI)
}

/**
 * What the visitor has typed into the embed in `container`, saved as our own form's draft for that container, so
 * our form opens with it (it reads only the fields it has).
 */
function keepTypedValues(doc: Document, targetId: string) {
  const container = doc.getElementById(targetId)
  if (!container) return
  const typed: Record<string, string> = {}
  for (const control of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input[name], textarea[name], select[name]')) {
    if (control instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'checkbox', 'radio', 'file'].includes(control.type)) continue
    if (control.value !== '') typed[control.name] = control.value
  }
  if (Object.keys(typed).length === 0) return
  const key = draftKey(doc.defaultView?.location.pathname ?? '/', targetId)
  writeDraft(key, { ...readDraft(key, Object.keys(typed)), ...typed })
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
  const submitted = new Set<string>()
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
            if (disposed || settled.get(targetId) !== 'ready') return
            submitted.add(targetId)
            listener.submitted?.(targetId)
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

  /**
   * The policy refused the embed a script, a connection or a frame: it cannot work, even if it drew a form. Every
   * container not yet sent switches to our own form, which opens with what the visitor typed into the embed.
   */
  function onPolicyViolation(event: SecurityPolicyViolationEvent) {
    // A loader whose script a later one replaced no longer speaks for the page.
    if (disposed || !script.isConnected || !refusesEmbed(event)) return
    const switching = requests.filter(({ targetId }) => settled.get(targetId) !== 'fallback' && !submitted.has(targetId))
    if (switching.length === 0) return
    if (event.effectiveDirective.startsWith('script-src')) console.error(formsConsoleMessages.scriptLoadFailed)
    for (const { targetId } of switching) {
      keepTypedValues(doc, targetId)
      settled.set(targetId, 'fallback')
      listener.fallback(targetId, 'policy-refused')
    }
  }
  doc.addEventListener('securitypolicyviolation', onPolicyViolation)

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
    doc.removeEventListener('securitypolicyviolation', onPolicyViolation)
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
