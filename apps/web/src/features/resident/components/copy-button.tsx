import { useEffect, useState } from 'react';
import { UNIT_DETAIL_TEXTS as T } from '../messages-unit-detail';
import { copyText } from './copy-text';

type CopyState = 'idle' | 'copied' | 'failed';

/** A 'Kopyala' button that says 'Kopyalandı' for a moment after copying `text` (read out by screen readers). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => setState((await copyText(text)) ? 'copied' : 'failed');
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm ${state === 'copied' ? 'btn-success' : 'btn-outline-primary'} text-nowrap`}
        aria-label={T.copyLabel(what)}
        onClick={() => void copy()}
      >
        <i className={`bi ${state === 'copied' ? 'bi-check2' : 'bi-copy'} me-1`} aria-hidden="true" />
        {state === 'copied' ? T.copied : T.copy}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied' ? T.copied : state === 'failed' ? T.copyFailed : ''}
      </span>
      {state === 'failed' ? <span className="d-block small text-danger w-100">{T.copyFailed}</span> : null}
    </>
  );
}
