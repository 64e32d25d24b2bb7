// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'
import { ButtonLink } from './ButtonLink'


// jsdom trims the hidden hint's leading space when computing names; Chrome keeps a space there.
const newTabName = (label: string) => new RegExp(`^${label}\\s*\\(opens in a new tab\\)$`)

describe('Button', () => {
  it('defaults to type="button" so it never submits a form by accident', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Customize</Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Customize' })
    expect(button.getAttribute('type')).toBe('button')
    fireEvent.click(button)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits when asked to', () => {
    render(<Button type="submit">Send</Button>)
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit')
  })

  it('calls onClick', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Accept All</Button>)
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('does not fire onClick while disabled', () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Save Preferences
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Save Preferences' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('renders opted-in ARIA state and hides the icon', () => {
    render(
      <Button aria-expanded={false} aria-controls="panel" icon="chevron-down">
        Learn More
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Learn More' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.getAttribute('aria-controls')).toBe('panel')
    expect(button.getAttribute('aria-pressed')).toBeNull()
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('ButtonLink', () => {
  it('is a link to an internal page', () => {
    render(<ButtonLink href="/get-started">Get Started</ButtonLink>)
    const link = screen.getByRole('link', { name: 'Get Started' })
    expect(link.getAttribute('href')).toBe('/get-started')
    expect(link.getAttribute('target')).toBeNull()
  })

  it('opens external web pages in a new tab and says so', () => {
    render(<ButtonLink href="https://cal.scheduling.example/call">Book a call</ButtonLink>)
    const link = screen.getByRole('link', { name: newTabName('Book a call') })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
