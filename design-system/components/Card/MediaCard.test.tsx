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
  test('with a call to action, has exactly one link: the call to action, named by its words then the title', () => {
    render(<MediaCard title="A post" image={image} href="/blog/nimbus-mri" actionLabel="Read More" description="Text" />)
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe('/blog/nimbus-mri')
    // Its name starts with the visible words (speech input) and names the article; its own text holds the title too,
    // so a tool reading the link's text (Lighthouse's link-text audit) does not see a bare "Read More".
    expect(screen.getByRole('link', { name: 'Read More A post' })).toBe(links[0])
    expect(links[0]?.textContent).toBe('Read More A post')
    expect(screen.getByRole('heading', { name: 'A post' }).querySelector('a')).toBeNull()
    expect(document.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull()
  })

  test('without a call to action, the title is the link', () => {
    render(<MediaCard title="A post" image={image} href="/blog/nimbus-mri" />)
    expect(screen.getByRole('link', { name: 'A post' }).getAttribute('href')).toBe('/blog/nimbus-mri')
  })
})
