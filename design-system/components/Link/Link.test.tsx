// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { isExternalHref, opensInNewTab } from './href'
import { Link } from './Link'


// jsdom trims the hidden hint's leading space when computing names; Chrome keeps a space there.
const newTabName = (label: string) => new RegExp(`^${label}\\s*\\(opens in a new tab\\)$`)

describe('isExternalHref', () => {
  it.each([
    ['https://news.example-wire.example/story', true],
    ['http://partner.example', true],
    ['HTTPS://UPPER.example', true],
    ['//cdn.example/file.pdf', true],
    ['mailto:press@tensorwright.example', true],
    ['tel:+15550100', true],
    ['  https://padded.example', true],
    ['/', false],
    ['/solutions#editing', false],
    ['#integration', false],
    ['blog/relative', false],
    ['/https://not-a-scheme', false],
    ['', false],
  ])('%s -> %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected)
  })

  it('opens only web URLs in a new tab', () => {
    expect(opensInNewTab('https://a.example')).toBe(true)
    expect(opensInNewTab('mailto:a@b.example')).toBe(false)
    expect(opensInNewTab('/blog')).toBe(false)
  })
})

describe('Link', () => {
  it('renders an internal link as a plain anchor', () => {
    render(<Link href="/solutions#editing">Editing</Link>)
    const link = screen.getByRole('link', { name: 'Editing' })
    expect(link.getAttribute('href')).toBe('/solutions#editing')
    expect(link.getAttribute('target')).toBeNull()
    expect(link.getAttribute('rel')).toBeNull()
    expect(link.querySelector('svg')).toBeNull()
  })

  it('opens external web links in a new tab and says so', () => {
    render(<Link href="https://news.example-wire.example/a">Coverage</Link>)
    const link = screen.getByRole('link', { name: newTabName('Coverage') })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    const icon = link.querySelector('svg')
    expect(icon?.getAttribute('data-icon')).toBe('external')
    expect(icon?.getAttribute('aria-hidden')).toBe('true')
  })

  it('keeps mailto links in the same context', () => {
    render(<Link href="mailto:press@tensorwright.example">Press</Link>)
    const link = screen.getByRole('link', { name: 'Press' })
    expect(link.getAttribute('target')).toBeNull()
  })

  it('replaces a trailing icon with the external icon for new-tab links', () => {
    render(
      <Link href="https://a.example" icon="arrow-right">
        Read
      </Link>,
    )
    expect(screen.getByRole('link').querySelector('svg')?.getAttribute('data-icon')).toBe('external')
  })

  it('passes aria-current and onClick through', () => {
    const onClick = vi.fn()
    render(
      <Link href="/about" variant="nav" aria-current="page" onClick={onClick}>
        About
      </Link>,
    )
    const link = screen.getByRole('link', { name: 'About' })
    expect(link.getAttribute('aria-current')).toBe('page')
    fireEvent.click(link)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
