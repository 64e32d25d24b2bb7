// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { VideoEmbed, withAutoplay } from './VideoEmbed'


const props = {
  title: 'Product overview',
  url: 'https://player.video-host.example/video/overview',
  embedUrl: 'https://www.video-host-nocookie.example/embed/overview',
  poster: { src: '/images/about/video-poster.svg', alt: 'Title frame', width: 1280, height: 720 },
}

describe('VideoEmbed', () => {
  test('server HTML has no player, only a link to the video that opens in a new tab', () => {
    const html = renderToString(<VideoEmbed {...props} />)
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain(props.embedUrl)
    expect(html).toContain(`href="${props.url}"`)
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  test('renders no iframe until the play button is clicked, then the privacy-enhanced player with focus in it', () => {
    const { container } = render(<VideoEmbed {...props} />)
    expect(container.querySelector('iframe')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Product overview' }))
    const player = container.querySelector('iframe')
    expect(player?.getAttribute('src')).toBe(`${props.embedUrl}?autoplay=1`)
    expect(player?.getAttribute('title')).toBe('Product overview')
    expect(document.activeElement).toBe(player)
  })

  test('adds autoplay to URLs that already have a query', () => {
    expect(withAutoplay('https://v.example/e?t=10')).toBe('https://v.example/e?t=10&autoplay=1')
  })
})
