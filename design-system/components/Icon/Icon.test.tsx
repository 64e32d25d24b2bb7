// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon, iconNames } from './Icon'


describe('Icon', () => {
  it('draws something for every listed name', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />)
      const svg = container.querySelector('svg')
      expect(svg?.getAttribute('data-icon')).toBe(name)
      expect(svg?.children.length, name).toBeGreaterThan(0)
      unmount()
    }
  })

  it('is hidden from assistive technology unless labelled', () => {
    const { container } = render(<Icon name="check" />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('focusable')).toBe('false')
    expect(svg?.getAttribute('role')).toBeNull()
  })

  it('exposes a label as an image', () => {
    const { getByRole } = render(<Icon name="lock" label="Secure" />)
    expect(getByRole('img', { name: 'Secure' }).getAttribute('aria-hidden')).toBeNull()
  })

  it('has no duplicate names', () => {
    expect(new Set(iconNames).size).toBe(iconNames.length)
  })

  it('rejects unknown names at type level', () => {
    // @ts-expect-error 'rocket' is not in the icon set
    const element = <Icon name="rocket" />
    expect(element).toBeTruthy()
  })
})
