// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { blogPage } from '#content/blog/copy'
import { posts } from '#content/blog/posts'
import type { BlogPost } from '#content/schema'
import { BlogListing } from './BlogListing'

const byTitle = (title: string) => posts.find((post) => post.title.startsWith(title))!
// One post in News and two in Frontier AI Resilience: News then has nothing left for its grid.
const fixture: BlogPost[] = [byTitle('AI Weight-Level Controls'), byTitle('Tensorwright and Carrowfield'), byTitle('Tensorwright Brings an MRI')]

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
    expect(screen.getByText(/Nothing else in this category yet/)).toBeTruthy()
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
