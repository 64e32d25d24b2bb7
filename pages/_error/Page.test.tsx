// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import type { PageContext } from 'vike/types'
import { describe, expect, it, vi } from 'vitest'
import { errorCopy } from '#content/errors'
import { PageContextProvider } from '#renderer/usePageContext'
import { leaveUnknownPath } from '#renderer/unknownPath'
import Page from './+Page'

vi.mock('#renderer/unknownPath', () => ({ leaveUnknownPath: vi.fn(async () => undefined) }))

function renderWith(pageContext: Partial<PageContext>) {
  render(
    <PageContextProvider pageContext={pageContext as PageContext}>
      <Page />
    </PageContextProvider>,
  )
}

describe('error page', () => {
  it('shows the not-found page for a 404 and leaves the unknown path (SPEC §2)', () => {
    renderWith({ is404: true, urlPathname: '/no-such-page' })
    expect(leaveUnknownPath).toHaveBeenCalledWith('/no-such-page')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(errorCopy.notFound.heading)
    expect(screen.getByRole('link', { name: new RegExp(errorCopy.notFound.homeLabel) }).getAttribute('href')).toBe('/')
  })

  it('shows the router fallback heading with the error message (SPEC §2)', () => {
    renderWith({ is404: false, abortReason: 'The pricing service is unavailable.' })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!')
    expect(screen.getByText('The pricing service is unavailable.')).toBeTruthy()
  })

  it('falls back to the status code when there is no message', () => {
    renderWith({ is404: false, abortStatusCode: 503 })
    expect(screen.getByText('503')).toBeTruthy()
  })

  it('shows the message of an error thrown while rendering', () => {
    renderWith({ is404: false, errorWhileRendering: new Error('Chunk failed to load') })
    expect(screen.getByText('Chunk failed to load')).toBeTruthy()
  })
})
