// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { MediaCard, placeholderImage } from './MediaCard'

const image = { src: '/images/blog/nimbus-mri.svg', alt: 'Diagram of a model scan', width: 1200, height: 630 }


describe('MediaCard image fallback', () => {
  test('keeps the given image while it has not failed', () => {
    render(<MediaCard title="A post" image={image} />)
    expect(screen.getByRole('img').getAttribute('src')).toBe(image.src)
  })

  test('swaps in the placeholder when the image fires an error', () => {
    render(<MediaCard title="A post" image={image} />)
    const img = screen.getByRole('img')
    fireEvent.error(img)
    expect(img.getAttribute('src')).toBe(placeholderImage)
    expect(img.getAttribute('alt')).toBe(image.alt)
  })

  test('does not loop when the placeholder fails too', () => {
    render(<MediaCard title="A post" image={image} />)
    const img = screen.getByRole('img')
    fireEvent.error(img)
    fireEvent.error(img)
    expect(img.getAttribute('src')).toBe(placeholderImage)
  })

  test('detects an image that already failed before hydration', () => {
    // jsdom never loads images, so pretend the browser finished with a broken one.
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete')
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true })
    try {
      render(<MediaCard title="A post" image={image} />)
      expect(screen.getByRole('img').getAttribute('src')).toBe(placeholderImage)
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete)
    }
  })
})

describe('MediaCard link', () => {
  test('has exactly one link, named by the title', () => {
    render(<MediaCard title="A post" image={image} href="/blog/nimbus-mri" actionLabel="Read More" description="Text" />)
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(1)
    expect(links[0]?.textContent).toBe('A post')
    expect(links[0]?.getAttribute('href')).toBe('/blog/nimbus-mri')
  })
})
