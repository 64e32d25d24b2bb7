// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { Switch } from './Switch'


describe('Switch', () => {
  test('toggles on click and reports the new state', () => {
    const onCheckedChange = vi.fn()
    render(<Switch label="Analytics cookies" onCheckedChange={onCheckedChange} />)
    const control = screen.getByRole('switch', { name: 'Analytics cookies' })
    expect(control.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(control)
    expect(control.getAttribute('aria-checked')).toBe('true')
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    fireEvent.click(control)
    expect(control.getAttribute('aria-checked')).toBe('false')
    expect(onCheckedChange).toHaveBeenLastCalledWith(false)
  })

  test('clicking the visible label toggles it too', () => {
    render(<Switch label="Security cookies" />)
    fireEvent.click(screen.getByText('Security cookies'))
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true')
  })

  test('a controlled switch follows its prop', () => {
    const { rerender } = render(<Switch label="Analytics" checked={false} onCheckedChange={() => {}} />)
    const control = screen.getByRole('switch')
    fireEvent.click(control)
    expect(control.getAttribute('aria-checked')).toBe('false')
    rerender(<Switch label="Analytics" checked onCheckedChange={() => {}} />)
    expect(control.getAttribute('aria-checked')).toBe('true')
  })

  test('a locked switch is on, explains itself and does not toggle', () => {
    const onCheckedChange = vi.fn()
    render(<Switch label="Functional cookies" locked checked={false} onCheckedChange={onCheckedChange} />)
    const control = screen.getByRole('switch', { name: 'Functional cookies' })
    expect(control.getAttribute('aria-checked')).toBe('true')
    expect(control.getAttribute('aria-disabled')).toBe('true')
    const describedBy = control.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Always on')
    fireEvent.click(control)
    expect(control.getAttribute('aria-checked')).toBe('true')
    expect(onCheckedChange).not.toHaveBeenCalled()
  })
})
