import Form from 'react-bootstrap/Form';
import { AUTH_TEXTS } from '../../../lib/messages-auth';

/**
 * Keeps only digits and never more than the configured code length (SPEC §5). No maxLength
 * attribute: the browser would cut a pasted "123 456" before the spaces are removed.
 */
export function sanitizeOtp(raw: string, length: number): string {
  return raw.replace(/\D/g, '').slice(0, length);
}

export interface OtpCodeInputProps {
  /** Used as the label's controlId. */
  id: string;
  value: string;
  length: number;
  onChange: (code: string) => void;
  disabled?: boolean;
}

export function OtpCodeInput({ id, value, length, onChange, disabled }: OtpCodeInputProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{AUTH_TEXTS.otpLabel}</Form.Label>
      <Form.Control
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={value}
        onChange={(event) => onChange(sanitizeOtp(event.target.value, length))}
        disabled={disabled}
        autoFocus
        className="otp-input text-center"
        data-testid="otp-code"
      />
    </Form.Group>
  );
}
