import { MESSAGES } from '../../lib/messages-common';
import { Logo } from './logo';

/** SPEC §4: loading → complete → fadeout. The timing lives in app/startup-splash.tsx. */
export type SplashPhase = 'loading' | 'complete' | 'fadeout';

export function Splash({ phase }: { phase: SplashPhase }) {
  const done = phase !== 'loading';
  return (
    <div
      className={`app-splash ${phase === 'fadeout' ? 'app-splash--fadeout' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="splash"
      data-phase={phase}
    >
      <Logo size={72} />
      <div className="fs-3 fw-semibold mt-3">{MESSAGES.appName}</div>
      <div className="mt-3 d-flex align-items-center gap-2 text-body-secondary">
        {done ? (
          <i className="bi bi-check-circle-fill text-success fs-4" aria-hidden="true" />
        ) : (
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        )}
        <span>{done ? MESSAGES.splash.complete : MESSAGES.splash.loading}</span>
      </div>
    </div>
  );
}
