import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';

/** A button's text with a small spinner in front while its request runs. */
export function SubmitLabel({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
      {children}
    </>
  );
}
