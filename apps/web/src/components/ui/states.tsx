import type { ReactNode } from 'react';
import { MESSAGES } from '../../lib/messages-common';

/**
 * The three states every screen needs (loading, empty, error), shaped the same everywhere. Plain
 * Bootstrap markup: the app shell shows the loading state, and every kilobyte there is on every page.
 */

export function LoadingState({ text = MESSAGES.common.loading }: { text?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-4 text-body-secondary" role="status" data-testid="loading">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="text-center text-body-secondary py-4" data-testid="empty">
      <i className="bi bi-inbox fs-2 d-block mb-2" aria-hidden="true" />
      <p className="mb-0">{text}</p>
      {children}
    </div>
  );
}

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert" data-testid="error">
      <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
      <span className="flex-grow-1">{text}</span>
      {onRetry ? (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          {MESSAGES.common.retry}
        </button>
      ) : null}
    </div>
  );
}
