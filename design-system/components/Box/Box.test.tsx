// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { atoms } from '../../styles/atoms'
import { Box } from './Box'


it('renders the requested element with its atom classes and no stray attributes', () => {
  const { container } = render(
    <Box as="section" padding="large" background="surfaceSunken" id="s" className="extra">
      Content
    </Box>,
  )
  const element = container.firstElementChild!
  expect(element.tagName).toBe('SECTION')
  expect(element.className).toBe(`${atoms({ padding: 'large', background: 'surfaceSunken' })} extra`)
  expect(element.getAttribute('padding')).toBeNull()
  expect(element.id).toBe('s')
})

it('keeps list semantics for unstyled lists', () => {
  render(
    <Box as="ul" aria-label="Options">
      <Box as="li">One</Box>
    </Box>,
  )
  expect(screen.getByRole('list', { name: 'Options' }).getAttribute('role')).toBe('list')
})
