// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { blogPage } from '#content/blog/copy'
import type { BlogPost } from '#content/schema'
import { BlogListing } from './BlogListing'

const post = (id: number, slug: string, title: string, date: string): BlogPost => ({
  id,
  slug,
  title,
  description: 'A description long enough for a card, in one sentence.',
  date,
  section: 'News',
  image: { src: `/images/blog/${slug}.svg`, alt: `Cover of ${title}`, width: 1200, height: 630 },
  link: `/blog/${slug}`,
  keywords: ['fixture'],
})

// One post in News and two in Frontier AI Resilience: News then has nothing left for its grid.
const fixture: BlogPost[] = [
  post(1, 'marketplace', 'AI Weight-Level Controls Now Available on a Cloud Marketplace', '2025-10-28'),
  post(2, 'partnership', 'Two Companies Announce Partnership for Government AI Buyers', '2025-07-07'),
  post(4, 'model-mri', 'An MRI for AI Models Comes to the Cloud', '2025-04-08'),
]

const gridTitles = () => {
  const grid = document.getElementById('blog-grid')!
  return within(grid)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
}

beforeEach(() => window.history.replaceState(null, '', '/blog'))
afterEach(cleanup)

describe('BlogListing', () => {
  it('features the newest post and lists the rest', () => {
    render(<BlogListing posts={fixture} copy={blogPage.feed} />)
    expect(screen.getByRole('heading', { level: 2, name: fixture[0]!.title })).toBeTruthy()
    expect(gridTitles()).toEqual([fixture[1]!.title, fixture[2]!.title])
  })

  it('puts the chosen category in the query and shows a friendly line when the grid is empty', () => {
    render(<BlogListing posts={fixture} copy={blogPage.feed} />)
    fireEvent.click(screen.getByRole('button', { name: 'News' }))
    expect(window.location.search).toBe('?category=news')
    expect(screen.getByRole('button', { name: 'News' }).getAttribute('aria-pressed')).toBe('true')
    expect(gridTitles()).toEqual([])
    expect(screen.getByText(blogPage.feed.emptyCategory)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: fixture[0]!.title })).toBeTruthy()
  })

  it('follows the URL when the visitor goes back or forward', () => {
    render(<BlogListing posts={fixture} copy={blogPage.feed} />)
    act(() => {
      window.history.pushState(null, '', '/blog?category=frontier-ai-resilience')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('button', { name: 'Frontier AI Resilience' }).getAttribute('aria-pressed')).toBe('true')
    expect(gridTitles()).toEqual([fixture[2]!.title])
  })

  it('selecting the chip already pressed adds no history entry', () => {
    render(<BlogListing posts={fixture} copy={blogPage.feed} />)
    const length = window.history.length
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    expect(window.history.length).toBe(length)
    expect(window.location.search).toBe('')
  })
})
