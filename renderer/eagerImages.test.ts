import { describe, expect, it } from 'vitest'
import { eagerImageSources } from './eagerImages'

describe('eagerImageSources', () => {
  it('lists the images a page requests at once, once each, and leaves lazy ones out', () => {
    const html =
      '<main><img class="a" src="/images/featured.svg" alt="" loading="eager"/>' +
      '<img src="/images/cover.svg" alt="A cover" fetchPriority="low"/>' +
      '<img src="/images/below.svg" alt="" loading="lazy" decoding="async"/>' +
      '<img src="/images/featured.svg" alt=""/></main>'
    expect(eagerImageSources(html)).toEqual(['/images/featured.svg', '/images/cover.svg'])
  })

  it('keeps only our own images, with their query unescaped', () => {
    const html = '<img src="https://video.example/poster.jpg" alt=""/><img src="/images/a.svg?v=1&amp;w=2" alt=""/>'
    expect(eagerImageSources(html)).toEqual(['/images/a.svg?v=1&w=2'])
  })
})
