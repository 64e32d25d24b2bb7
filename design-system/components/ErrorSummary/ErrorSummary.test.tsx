// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, onTestFinished, test, vi } from 'vitest'
import { Input } from '../Field/Field'
import { ErrorSummary } from './ErrorSummary'

describe('ErrorSummary', () => {
  test('takes focus when it appears and announces itself as an alert', () => {
    render(<ErrorSummary title="There is a problem" errors={[{ href: '#email', text: 'Enter your work email address' }]} />)
    const heading = screen.getByRole('heading', { level: 2, name: 'There is a problem' })
    expect(document.activeElement?.contains(heading)).toBe(true)
    expect(screen.getByRole('alert').contains(heading)).toBe(true)
  })

  test('leaves focus alone when asked to', () => {
    render(<ErrorSummary title="There is a problem" focusOnMount={false} />)
    expect(document.activeElement).toBe(document.body)
  })

  test('a link focuses its field and brings the field\'s label into view', () => {
    // jsdom does not lay out, so it has no scrollIntoView to spy on.
    const scrolled = vi.fn()
    HTMLElement.prototype.scrollIntoView = scrolled
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView
    })
    render(
      <>
        <ErrorSummary title="There is a problem" errors={[{ href: '#email', text: 'Enter your work email address' }]} />
        <Input id="email" name="email" label="Work email" error="Enter your work email address" />
      </>,
    )
    const link = screen.getByRole('link', { name: 'Enter your work email address' })
    expect(link.getAttribute('href')).toBe('#email')
    fireEvent.click(link)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Work email' }))
    expect(scrolled.mock.contexts[0]).toBe(screen.getByText('Work email').closest('label'))
  })

  test('a form-level message shows without a list', () => {
    render(
      <ErrorSummary title="Your details were not sent">
        <p>Something went wrong on our side.</p>
      </ErrorSummary>,
    )
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
