// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorCopy } from '#content/errors'
import { ErrorBoundary } from './ErrorBoundary'

function Broken({ error }: { error: unknown }): never {
  throw error
}

describe('ErrorBoundary', () => {
  // React reports the caught error on the console; the test asserts what the visitor sees.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  afterEach(() => consoleError.mockClear())

  it('shows the SPEC §2 fallback with the message of a render error', () => {
    render(
      <ErrorBoundary>
        <Broken error={new Error('The pricing table failed to render.')} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(errorCopy.unexpectedHeading)
    expect(screen.getByText('The pricing table failed to render.')).toBeTruthy()
    expect(consoleError).toHaveBeenCalled()
  })

  it('falls back to the generic line when the thrown value has no message', () => {
    render(
      <ErrorBoundary>
        <Broken error={{}} />
      </ErrorBoundary>,
    )
    expect(screen.getByText(errorCopy.unexpectedFallback)).toBeTruthy()
  })

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>Page content</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('Page content')).toBeTruthy()
    expect(screen.queryByRole('heading')).toBeNull()
  })
})
