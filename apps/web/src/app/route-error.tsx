import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '../lib/messages-common';

/**
 * Shown when a page throws or its lazy chunk fails to load (typically a deploy replaced the
 * chunk files under an open tab); a reload fetches the new ones.
 */
export function RouteError() {
  return (
    <div className="alert alert-danger my-4" role="alert" data-testid="route-error">
      <h1 className="alert-heading h5">{MESSAGES.common.pageLoadFailed}</h1>
      <p>{MESSAGES.common.pageLoadFailedHint}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => window.location.reload()}>
        {MESSAGES.common.reload}
      </button>
    </div>
  );
}

/** Catches what a page throws while rendering; placed so that a new page starts without it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
