// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { Checkbox } from './Checkbox'
import { Input, Select, Textarea, describedBy } from './Field'


describe('describedBy', () => {
  test('joins present ids and is undefined when there are none', () => {
    expect(describedBy('a-hint', undefined, 'a-error')).toBe('a-hint a-error')
    expect(describedBy(undefined, false)).toBeUndefined()
  })
})

describe('field wiring', () => {
  test('an input points at its hint and error and is marked invalid', () => {
    render(<Input label="Work email" name="email" hint="We reply within a day" error="Enter an email address" />)
    const input = screen.getByRole('textbox', { name: 'Work email' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
    expect(ids).toHaveLength(2)
    expect(document.getElementById(ids[0] ?? '')?.textContent).toBe('We reply within a day')
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe('Error: Enter an email address')
  })

  test('a field without messages has no describedby and is not invalid', () => {
    render(<Textarea label="Notes" name="notes" />)
    const textarea = screen.getByRole('textbox', { name: 'Notes' })
    expect(textarea.hasAttribute('aria-describedby')).toBe(false)
    expect(textarea.hasAttribute('aria-invalid')).toBe(false)
  })

  test('only the hint is referenced when there is no error', () => {
    render(<Select label="Industry" name="industry" hint="Pick the closest" options={[{ value: 'a', label: 'A' }]} />)
    const select = screen.getByRole('combobox', { name: 'Industry' })
    const hint = screen.getByText('Pick the closest')
    expect(select.getAttribute('aria-describedby')).toBe(hint.id)
  })

  test('a checkbox is labelled, required and described by its error', () => {
    render(<Checkbox label="I agree" name="agree" required error="Tick to continue" />)
    const box = screen.getByRole('checkbox', { name: /I agree/ })
    expect(box).toHaveProperty('required', true)
    const error = screen.getByText('Tick to continue').closest('p')
    expect(box.getAttribute('aria-describedby')).toBe(error?.id)
  })

  test('an explicit id is kept so other elements can point at the control', () => {
    render(<Input label="Company" name="company" id="company" hint="Legal name" />)
    expect(screen.getByRole('textbox', { name: 'Company' }).getAttribute('aria-describedby')).toBe('company-hint')
  })
})
