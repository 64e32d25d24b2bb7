// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { LeadForm, type LeadFormField, type LeadFormProps } from './LeadForm'
import { LeadFormSlot } from './LeadFormSlot'

const fields: LeadFormField[] = [
  { name: 'firstname', kind: 'text', label: 'First name', required: true },
  { name: 'email', kind: 'email', label: 'Work email', required: true },
  { name: 'model_type', kind: 'select', label: 'Models', required: true, placeholder: 'Choose the closest', options: [{ value: 'cnn', label: 'CNNs' }, { value: 'rnn', label: 'RNNs' }] },
  { name: 'message', kind: 'textarea', label: 'Message', required: false },
]

function props(overrides: Partial<LeadFormProps> = {}): LeadFormProps {
  return {
    id: 'lead',
    fields,
    values: {},
    errors: {},
    status: 'editing',
    submitLabel: 'Send',
    submittingLabel: 'Sending…',
    submittingStatus: 'Sending your details',
    honeypot: { name: 'hp', label: 'Leave this field empty', value: '' },
    success: { heading: 'Thank you', body: 'We will be in touch.' },
    onChange: vi.fn(),
    onHoneypotChange: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  }
}

describe('LeadForm', () => {
  test('draws each field with the control its kind asks for, ids prefixed by the form id', () => {
    render(<LeadForm {...props()} />)
    expect(screen.getByRole('textbox', { name: /First name/ }).id).toBe('lead-firstname')
    expect(screen.getByRole('textbox', { name: /Work email/ }).getAttribute('type')).toBe('email')
    expect(within(screen.getByRole('combobox', { name: /Models/ })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose the closest', 'CNNs', 'RNNs'])
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA')
  })

  test('the summary lists the errors in the order of the fields, not of the errors object', () => {
    render(<LeadForm {...props({ errors: { message: 'Too long', firstname: 'Enter your first name' }, notice: { title: 'There is a problem', attempt: 1 } })} />)
    const links = within(screen.getByRole('alert')).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your first name', '#lead-firstname'],
      ['Too long', '#lead-message'],
    ])
  })

  test('submitting calls onSubmit without the browser\'s own validation or navigation', () => {
    const onSubmit = vi.fn()
    const { container } = render(<LeadForm {...props({ onSubmit })} />)
    const form = container.querySelector('form')!
    expect(form.noValidate).toBe(true)
    expect(fireEvent.submit(form)).toBe(false)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  test('while sending, the button says so and the status region announces it', () => {
    render(<LeadForm {...props({ status: 'submitting' })} />)
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('status').textContent).toBe('Sending your details')
  })

  test('the honeypot is out of the tab order and hidden from assistive technology', () => {
    render(<LeadForm {...props()} />)
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull()
    const honeypot = document.getElementById('lead-hp') as HTMLInputElement
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.autocomplete).toBe('off')
  })

  test('once sent, a focused thank-you replaces the form, with the download when given', () => {
    render(<LeadForm {...props({ status: 'sent', success: { heading: 'Thank you', body: 'Soon.', download: { href: '/paper.pdf', label: 'Download the white paper' } } })} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(document.activeElement?.contains(screen.getByRole('heading', { level: 3, name: 'Thank you' }))).toBe(true)
    expect(screen.getByRole('link', { name: 'Download the white paper' }).getAttribute('href')).toBe('/paper.pdf')
  })
})

describe('LeadFormSlot', () => {
  const noScript = { heading: 'Write to us', body: 'This form needs JavaScript.', link: { label: 'Email hello@example.com', href: 'mailto:hello@example.com' } }

  test('until our form takes over, it keeps an empty embed container and the e-mail notice', () => {
    const { container } = render(<LeadFormSlot id="contact-form" state="loading" loadingLabel="Loading the form…" noScript={noScript} />)
    expect(document.getElementById('contact-form')?.childElementCount).toBe(0)
    expect(screen.getByRole('link', { name: /Email hello@example.com/ }).getAttribute('href')).toBe('mailto:hello@example.com')
    expect(screen.getByText('Loading the form…')).toBeTruthy()
    expect(container.firstElementChild?.getAttribute('data-form-state')).toBe('loading')
  })

  test('an embedded form keeps its container and drops the loading message', () => {
    render(<LeadFormSlot id="contact-form" state="embedded" loadingLabel="Loading the form…" noScript={noScript} />)
    expect(document.getElementById('contact-form')).not.toBeNull()
    expect(screen.queryByText('Loading the form…')).toBeNull()
  })

  test('our own form replaces the embed container and the notice', () => {
    render(
      <LeadFormSlot id="contact-form" state="native" loadingLabel="Loading the form…" noScript={noScript}>
        <p>our form</p>
      </LeadFormSlot>,
    )
    expect(document.getElementById('contact-form')).toBeNull()
    expect(screen.queryByText('Write to us')).toBeNull()
    expect(screen.getByText('our form')).toBeTruthy()
  })
})
