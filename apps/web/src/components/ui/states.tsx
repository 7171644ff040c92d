import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { MESSAGES } from '../../lib/messages';

/** The three states every screen needs (loading, empty, error), shaped the same everywhere. */

export function LoadingState({ text = MESSAGES.common.loading }: { text?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-4 text-body-secondary" role="status" data-testid="loading">
      <Spinner animation="border" size="sm" aria-hidden="true" />
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
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2" data-testid="error">
      <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
      <span className="flex-grow-1">{text}</span>
      {onRetry ? (
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          {MESSAGES.common.retry}
        </Button>
      ) : null}
    </Alert>
  );
}
