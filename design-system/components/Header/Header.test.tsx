// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { Header, currentState } from './Header'

// jsdom cannot navigate; the tests only care that a click on a link closes the menu.
const stayOnPage = (event: MouseEvent) => event.preventDefault()
beforeEach(() => document.addEventListener('click', stayOnPage))
afterEach(() => {
  document.removeEventListener('click', stayOnPage)
})

const items = [
  { label: 'Home', href: '/' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'White Papers', href: '/white-papers' },
]

function renderHeader(currentPath?: string) {
  render(<Header brand="Acme" items={items} cta={{ label: 'Get Started', href: '/get-started' }} currentPath={currentPath} />)
  return screen.getByRole('button', { name: 'Open menu' })
}

describe('Header menu', () => {
  test('the menu button toggles the menu and its label', () => {
    const button = renderHeader()
    expect(button.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    // Every item plus the call to action, which phones reach through the menu.
    expect(panel?.querySelectorAll('a')).toHaveLength(items.length + 1)
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('aria-label')).toBe('Close menu')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  test('Escape closes the menu and returns focus to the button', () => {
    const button = renderHeader()
    fireEvent.click(button)
    const link = screen.getByRole('link', { name: 'Solutions' })
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  test('choosing an item closes the menu', () => {
    const button = renderHeader()
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('link', { name: 'White Papers' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  test('a press outside the menu closes it', () => {
    const button = renderHeader()
    fireEvent.click(button)
    fireEvent.pointerDown(document.body)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  test('the current page is marked in the main navigation', () => {
    renderHeader('/solutions/')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Solutions' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false)
    expect(screen.getByRole('link', { name: 'Acme home' }).getAttribute('href')).toBe('/')
  })
})

describe('currentState', () => {
  test('marks the exact page, a section ancestor, and never Home for sub-pages', () => {
    expect(currentState('/', '/')).toBe('page')
    expect(currentState('/', '/about')).toBeUndefined()
    expect(currentState('/white-papers', '/white-papers/ai-trust-framework')).toBe('true')
    expect(currentState('/solutions', '/solutions-extra')).toBeUndefined()
    expect(currentState('/solutions', undefined)).toBeUndefined()
  })
})
