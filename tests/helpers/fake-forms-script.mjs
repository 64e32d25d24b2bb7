// @ts-check
// The stand-in for the embedded forms provider's script (SPEC §7). Plain JavaScript so that
// both the Playwright fake (fake-hubspot.ts) and the Lighthouse bench (perf/bench.mjs, plain
// Node) serve the same script.

/**
 * content/site.ts `forms.scriptUrl`, which plain Node cannot import; fake-forms-script.test.ts
 * keeps the two equal.
 */
export const formsScriptUrl = 'https://js.hsforms.net/forms/embed/v2.js'

/**
 * What the fake embed loads besides itself, as the real one does (issue 22, step 6): a second script from another
 * subdomain the policy admits, one from a provider host it does not, and a connection to such a host.
 */
export const embedExtras = /** @type {const} */ ({
  admittedScript: 'https://js-na1.hsforms.net/forms/embed/extras.js',
  refusedScript: 'https://js.hscollectedforms.net/collectedforms.js',
  refusedConnection: 'https://forms.hscollectedforms.net/collect',
  /** What the injected <style> would paint the submit button, were it applied. */
  injectedButtonColour: 'rgb(255, 0, 0)',
})

/** The fake embed's markup, so tests can find it; the submit button says so. */
export const fakeEmbed = /** @type {const} */ ({ formClass: 'fake-hs-form', submitLabel: 'Submit (embedded)', thanks: 'Thanks from the embedded form' })

/**
 * The forms provider's script as the fake serves it; `mode` as in fake-hubspot.ts.
 * @param {'working' | 'late-api' | 'no-api' | 'create-throws' | 'never-ready' | 'styled' | 'refused-script' | 'refused-connection'} mode
 * @returns {string}
 */
export function fakeFormsScript(mode) {
  const api = `{
    forms: {
      create(options) {
        ${mode === 'create-throws' ? "throw new Error('fake create failure')" : ''}
        window.__fakeForms.creates.push({ region: options.region, portalId: options.portalId, formId: options.formId, target: options.target })
        ${mode === 'never-ready' ? 'return' : ''}
        const target = document.querySelector(options.target)
        const form = document.createElement('form')
        form.className = 'hs-form ' + ${JSON.stringify(fakeEmbed.formClass)}
        form.dataset.formId = options.formId
        const inputId = options.target.slice(1) + '-fake-email'
        // The provider's markup, in brief, so the site's embed styles apply as they will to the real form.
        form.innerHTML = '<div class="hs_email hs-form-field"><label for="' + inputId + '">Email</label><div class="input"><input class="hs-input" type="email" name="email" id="' + inputId + '"></div></div>' +
          '<div class="hs_submit"><input type="submit" class="hs-button primary large" value="' + ${JSON.stringify(fakeEmbed.submitLabel)} + '"></div>'
        form.addEventListener('submit', (event) => {
          event.preventDefault()
          ${mode === 'refused-connection' ? `fetch(${JSON.stringify(embedExtras.refusedConnection)}, { method: 'POST' }).catch(() => {})
          return` : ''}
          const thanks = document.createElement('p')
          thanks.textContent = ${JSON.stringify(fakeEmbed.thanks)}
          target.replaceChildren(thanks)
          if (options.onFormSubmitted) options.onFormSubmitted(form, { submissionValues: { email: form.elements.email.value } })
        })
        target.append(form)
        ${mode === 'styled' ? `const style = document.createElement('style')
        style.textContent = '.hs-button { background: ${embedExtras.injectedButtonColour} !important }'
        document.head.append(style)
        const extras = document.createElement('script')
        extras.src = ${JSON.stringify(embedExtras.admittedScript)}
        document.head.append(extras)` : ''}
        ${mode === 'refused-script' ? `const collected = document.createElement('script')
        collected.src = ${JSON.stringify(embedExtras.refusedScript)}
        document.head.append(collected)` : ''}
        if (options.onFormReady) options.onFormReady(form)
      },
    },
  }`
  const define = mode === 'no-api' ? '' : mode === 'late-api' ? `setTimeout(() => { window.hbspt = ${api} }, 50)` : `window.hbspt = ${api}`
  return `window.__fakeForms = window.__fakeForms || { creates: [], loads: 0 }
window.__fakeForms.loads += 1
${define}`
}
