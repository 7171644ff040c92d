import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { formatCountdown } from '../../../lib/format';
import { AUTH_TEXTS } from '../../../lib/messages-auth';
import { OtpCodeInput } from './otp-code-input';

export interface OtpModalProps {
  show: boolean;
  /** Changes on every code request; the typed code is cleared when it does. */
  round: number;
  phone: string;
  codeLength: number;
  remaining: number;
  sending: boolean;
  devOtp: string | null;
  onResend: () => void;
  /** Resolves on success; a rejection keeps the modal open (the toast is already shown). */
  onVerify: (code: string) => Promise<void>;
  onClose: () => void;
}

export function OtpModal(props: OtpModalProps) {
  const { show, round, phone, codeLength, remaining, sending, devOtp, onResend, onVerify, onClose } = props;
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [codeRound, setCodeRound] = useState(round);
  if (codeRound !== round) {
    // A new code was requested: the old digits are useless (React's reset-on-prop-change idiom).
    setCodeRound(round);
    setCode('');
  }
  const inputId = useId();
  // While closing (show false) the stopped countdown reads 0; that is not an expiry.
  const expired = show && remaining <= 0 && !sending;
  const complete = code.length === codeLength;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || verifying || expired) return;
    setVerifying(true);
    try {
      await onVerify(code);
    } catch {
      // The API client already showed the server's message; the user corrects the code.
    } finally {
      setVerifying(false);
    }
  };

  return (
    <AppModal show={show} onHide={onClose} title={AUTH_TEXTS.otpTitle} size="sm" locked={verifying} testId="otp-modal">
      <p>{AUTH_TEXTS.otpPrompt(phone)}</p>
      <p className="fw-semibold" aria-live="off" data-testid="otp-countdown">
        <i className="bi bi-clock me-2" aria-hidden="true" />
        {AUTH_TEXTS.remaining(formatCountdown(remaining))}
      </p>
      {sending ? (
        <div className="text-body-secondary small mb-3" role="status">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {AUTH_TEXTS.otpSending}
        </div>
      ) : null}
      {devOtp ? (
        <Alert variant="info" className="py-2 small" data-testid="otp-dev-hint">
          {AUTH_TEXTS.devOtp(devOtp)}
        </Alert>
      ) : null}
      {expired ? (
        <div role="status">
          <p className="text-danger">{AUTH_TEXTS.expired}</p>
          <Button variant="outline-primary" className="w-100" onClick={onResend} data-testid="otp-resend">
            {AUTH_TEXTS.resend}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <OtpCodeInput id={inputId} value={code} length={codeLength} onChange={setCode} disabled={verifying} />
          <Button type="submit" className="w-100" disabled={!complete || verifying || sending} data-testid="otp-submit">
            {verifying ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {AUTH_TEXTS.continue}
          </Button>
        </form>
      )}
    </AppModal>
  );
}
