import { Component, type ReactNode } from 'react'
import { describeError, UnexpectedError } from './UnexpectedError'

/**
 * Catches a render error in the page, so the visitor sees the fallback inside the site's
 * shell, never a blank screen. Keyed by the page's path where it is used, so navigating
 * away from a broken page mounts a fresh boundary.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error }
  }

  override render() {
    return this.state.failed ? <UnexpectedError detail={describeError(this.state.error)} /> : this.props.children
  }
}
