import { useEffect, useId, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';

/**
 * The last step of a move-out or a sale, in the dialog's place rather than a second dialog over it:
 * what will happen, said plainly, and the button that does it. Focus moves to it so a screen
 * reader reads the sentence.
 */
export function ConfirmStep({
  title,
  body,
  confirmText,
  busy,
  onConfirm,
  onBack,
}: {
  title: string;
  body: string;
  confirmText: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert variant="warning" className="mb-0" data-testid="confirm-step">
      <section ref={ref} tabIndex={-1} aria-labelledby={titleId}>
        <h3 id={titleId} className="h6 fw-semibold">
          {title}
        </h3>
        <p>{body}</p>
        <div className="d-flex flex-wrap justify-content-end gap-2">
          <Button variant="outline-secondary" onClick={onBack} disabled={busy}>
            {T.back}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            <SubmitLabel busy={busy}>{confirmText}</SubmitLabel>
          </Button>
        </div>
      </section>
    </Alert>
  );
}
