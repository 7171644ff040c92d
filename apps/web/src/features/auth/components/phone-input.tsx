import { formatPhone } from '@aidat/shared';
import { useIMask } from 'react-imask';
import type { ClipboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { MESSAGES } from '../../../lib/messages';

/** In imask "0" means any digit, so the literal 0 of +90 is escaped (ARCHITECTURE.md pitfalls). */
export const PHONE_MASK = '+{9\\0} (500) 000 00 00';

// Stable options object: useIMask re-applies options whenever the object identity changes.
const MASK_OPTIONS = { mask: PHONE_MASK, lazy: true };

/**
 * The ten national digits in a pasted number, whatever prefix it came with:
 * "+90 555 …", "90555…", "0555…" or "555…". Null when it is not a Turkish mobile.
 */
export function nationalDigits(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^5\d{9}$/.test(digits) ? digits : null;
}

export interface PhoneInputProps {
  onChange: (masked: string) => void;
  disabled?: boolean;
  describedBy?: string;
}

export function PhoneInput({ onChange, disabled, describedBy }: PhoneInputProps) {
  const { ref, maskRef } = useIMask<HTMLInputElement>(MASK_OPTIONS, {
    onAccept: (value) => onChange(value),
  });

  // A pasted full number would otherwise be fed through the mask character by character and
  // its country or trunk prefix could be mistaken for subscriber digits.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = nationalDigits(event.clipboardData.getData('text'));
    if (!digits || !maskRef.current) return;
    event.preventDefault();
    // The masked text is what the mask parses back reliably (its unmasked form omits the fixed 5).
    maskRef.current.value = formatPhone(`+90${digits}`);
  };

  return (
    <Form.Control
      ref={ref}
      aria-describedby={describedBy}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={MESSAGES.auth.phonePlaceholder}
      onPaste={onPaste}
      disabled={disabled}
      data-testid="login-phone"
    />
  );
}
