// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { downloadLinkLabel, formsConsoleMessages, formsTiming, leadFormCopy, leadFormFallbacks, type LeadFormDownload } from '#content/forms'
import { leadForms } from '#content/lead-forms'
import { forms, type FormKey } from '#content/site'
import { embedScripts, type EmbedCreateOptions } from './embedLoader'
import { EmbeddedLeadForm } from './EmbeddedLeadForm'
import { useEmbeddedForms } from './useEmbeddedForms'

/** A page as the next session will write it: one hook call, one container per form. */
function FormPage({ path, formKey, ids, download }: { path: string; formKey: FormKey; ids: readonly string[]; download?: LeadFormDownload }) {
  const statuses = useEmbeddedForms(
    ids.map((targetId) => ({ targetId, formKey })),
    path,
  )
  return (
    <>
      {ids.map((id) => (
        <EmbeddedLeadForm key={id} id={id} formKey={formKey} download={download} status={statuses[id] ?? 'pending'} />
      ))}
    </>
  )
}

const fireOnScript = (type: 'load' | 'error') => act(() => embedScripts()[0]!.dispatchEvent(new Event(type)))

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  delete window.hbspt
  document.head.replaceChildren()
})

describe('before JavaScript runs', () => {
  test('the pre-rendered container holds the e-mail notice, never an empty box, and no script', () => {
    const html = renderToString(<FormPage path="/demo" formKey="demo" ids={['demo-form']} />)
    const noScript = leadFormFallbacks.demo
    expect(html).toContain(noScript.heading)
    expect(html).toContain(`href="${noScript.link.href}"`)
    expect(html).toContain('id="demo-form"')
    expect(html).toContain('data-form-state="loading"')
    expect(html).not.toContain(forms.scriptUrl)
  })
})

describe('useEmbeddedForms with EmbeddedLeadForm', () => {
  test('a ready embed keeps its container and hides the loading message', () => {
    const created: EmbedCreateOptions[] = []
    window.hbspt = { forms: { create: (options) => void created.push(options) } }
    const { container } = render(<FormPage path="/contact-us" formKey="shared" ids={['contact-form']} />)
    expect(screen.getByText(leadFormCopy.loading)).toBeTruthy()
    fireOnScript('load')
    act(() => created[0]!.onFormReady!())
    expect(container.querySelector('[data-form-state]')?.getAttribute('data-form-state')).toBe('embedded')
    expect(document.getElementById('contact-form')).not.toBeNull()
    expect(screen.queryByText(leadFormCopy.loading)).toBeNull()
  })

  test('on a white paper, a sent embed keeps its own thank-you and the paper is offered under it, with the focus', () => {
    const created: EmbedCreateOptions[] = []
    window.hbspt = { forms: { create: (options) => void created.push(options) } }
    const download = { href: '/white-papers/ai-trust-framework.pdf', bytes: 10_800 }
    const { container } = render(<FormPage path="/white-papers/ai-trust-framework" formKey="shared" ids={['paper-form-top', 'paper-form-bottom']} download={download} />)
    fireOnScript('load')
    act(() => created.forEach((options) => options.onFormReady!()))
    const label = downloadLinkLabel(download)
    expect(label).toBe(`${leadFormCopy.downloadLabel} (PDF, 11 KB)`)
    expect(screen.queryByRole('link', { name: label })).toBeNull()

    const thanks = document.createElement('p')
    document.getElementById('paper-form-top')!.replaceChildren(thanks)
    act(() => created[0]!.onFormSubmitted!())
    const link = screen.getByRole('link', { name: label })
    expect(link.getAttribute('href')).toBe(download.href)
    expect(document.activeElement).toBe(link)
    // Under the top form only, after the embed's own thank-you, which React left alone.
    expect(container.querySelector('[data-form-state]')?.contains(link)).toBe(true)
    expect(thanks.isConnected).toBe(true)
    expect(thanks.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getAllByRole('link', { name: label })).toHaveLength(1)
  })

  test('a sent embed offers nothing on a page without a download', () => {
    const created: EmbedCreateOptions[] = []
    window.hbspt = { forms: { create: (options) => void created.push(options) } }
    render(<FormPage path="/contact-us" formKey="shared" ids={['contact-form']} />)
    fireOnScript('load')
    act(() => created[0]!.onFormReady!())
    act(() => created[0]!.onFormSubmitted!())
    expect(screen.queryByRole('link', { name: new RegExp(leadFormCopy.downloadLabel) })).toBeNull()
  })

  test('a blocked script switches both containers of a white paper to our own form', async () => {
    render(<FormPage path="/white-papers/accountable-ai-finance" formKey="financeWhitePaper" ids={['paper-form-top', 'paper-form-bottom']} />)
    fireOnScript('error')
    // The native form is its own chunk: let it load.
    await act(() => vi.advanceTimersByTimeAsync(0))
    await act(() => vi.dynamicImportSettled())
    expect(screen.getAllByRole('button', { name: leadForms.financeWhitePaper.submitLabel })).toHaveLength(2)
    expect(document.getElementById('paper-form-top-email')).not.toBeNull()
    expect(document.getElementById('paper-form-bottom-email')).not.toBeNull()
    expect(console.error).toHaveBeenCalledWith(formsConsoleMessages.scriptLoadFailed)
  })

  test('an embed not ready in time is replaced by our own form', async () => {
    render(<FormPage path="/demo" formKey="demo" ids={['demo-form']} />)
    await act(() => vi.advanceTimersByTimeAsync(formsTiming.embedReadyTimeoutMs))
    await act(() => vi.dynamicImportSettled())
    expect(screen.getByRole('button', { name: leadForms.demo.submitLabel })).toBeTruthy()
  })

  test('client navigation between two form pages leaves one script and the second page\'s forms; leaving removes it', () => {
    const created: EmbedCreateOptions[] = []
    window.hbspt = { forms: { create: (options) => void created.push(options) } }
    const { rerender, unmount } = render(<FormPage path="/white-papers/ai-model-degradation" formKey="shared" ids={['paper-form-top', 'paper-form-bottom']} />)
    fireOnScript('load')
    rerender(<FormPage path="/white-papers/accountable-ai-finance" formKey="financeWhitePaper" ids={['paper-form-top', 'paper-form-bottom']} />)
    expect(embedScripts()).toHaveLength(1)
    fireOnScript('load')
    expect(created.map((options) => options.formId)).toEqual([
      forms.formIds.shared,
      forms.formIds.shared,
      forms.formIds.financeWhitePaper,
      forms.formIds.financeWhitePaper,
    ])
    unmount()
    expect(embedScripts()).toHaveLength(0)
  })

  test('the same component on a new path loads the embed afresh', () => {
    const created: EmbedCreateOptions[] = []
    window.hbspt = { forms: { create: (options) => void created.push(options) } }
    const { rerender } = render(<FormPage path="/white-papers/ai-model-degradation" formKey="shared" ids={['paper-form-top']} />)
    fireOnScript('load')
    rerender(<FormPage path="/white-papers/ai-trust-framework" formKey="shared" ids={['paper-form-top']} />)
    fireOnScript('load')
    expect(created).toHaveLength(2)
    expect(embedScripts()).toHaveLength(1)
  })
})
