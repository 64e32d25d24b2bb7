// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { BackLink } from './BackLink'


it('is named by its label alone, with the arrow hidden', () => {
  render(<BackLink href="/blog">Back to Blog</BackLink>)
  const link = screen.getByRole('link', { name: 'Back to Blog' })
  expect(link.getAttribute('href')).toBe('/blog')
  expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
})
