// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon, iconNames, interfaceIconNames, PictogramProvider, pictogramNames } from './Icon'
import { pictograms, pictogramsIn } from './pictograms'

describe('Icon', () => {
  it('draws something for every listed name, given every pictogram', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(
        <PictogramProvider pictograms={pictograms}>
          <Icon name={name} />
        </PictogramProvider>,
      )
      const svg = container.querySelector('svg')
      expect(svg?.getAttribute('data-icon')).toBe(name)
      expect(svg?.children.length, name).toBeGreaterThan(0)
      unmount()
    }
  })

  it('draws interface icons with no pictograms given, and a pictogram only from those given', () => {
    const drawn = (element: React.ReactElement) => render(element).container.querySelector('svg')?.children.length
    expect(drawn(<Icon name="check" />)).toBe(1)
    expect(drawn(<Icon name="shield" />)).toBe(0)
    expect(
      drawn(
        <PictogramProvider pictograms={{ shield: pictograms.shield }}>
          <Icon name="shield" />
        </PictogramProvider>,
      ),
    ).toBe(1)
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

  it('has no duplicate names, and no name in both sets', () => {
    expect(new Set(iconNames).size).toBe(iconNames.length)
    expect(iconNames).toHaveLength(interfaceIconNames.length + pictogramNames.length)
  })

  it('rejects unknown names at type level', () => {
    // @ts-expect-error 'rocket' is not in the icon set
    const element = <Icon name="rocket" />
    expect(element).toBeTruthy()
  })
})

describe('pictogramsIn', () => {
  it('finds every pictogram named by an icon field, at any depth, and nothing else', () => {
    const data = {
      page: {
        hero: { heading: 'shield' },
        items: [{ icon: 'edit-weights' }, { icon: 'arrow-right' }, { nested: [{ icon: 'cpu' }] }],
        mission: 'bolt',
        icon: 'rocket',
      },
    }
    expect(pictogramsIn(data)).toEqual({ 'edit-weights': pictograms['edit-weights'], cpu: pictograms.cpu })
  })

  it('finds nothing in data without pictograms', () => {
    expect(pictogramsIn(undefined)).toEqual({})
    expect(pictogramsIn({ post: { title: 'A', tags: ['x'] } })).toEqual({})
  })
})
