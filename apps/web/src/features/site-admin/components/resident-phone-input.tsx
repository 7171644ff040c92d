import { formatPhone } from '@aidat/shared';
import { type ClipboardEvent, useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useIMask } from 'react-imask';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';

/** In imask "0" means any digit, so the literal 0 of +90 is escaped. */
const PHONE_MASK = '+{9\\0} (500) 000 00 00';
// Stable options object: useIMask re-applies options whenever the object identity changes.
const MASK_OPTIONS = { mask: PHONE_MASK, lazy: true };

/** The ten national digits of a pasted number whatever its prefix, or null if not a Turkish mobile. */
function nationalDigits(text: string): string | null {
  let digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^5\d{9}$/.test(digits) ? digits : null;
}

/** The resident's mobile with the +90 (5xx) xxx xx xx mask, optionally prefilled (E.164). */
export function ResidentPhoneInput({
  id,
  initial,
  onChange,
}: {
  id: string;
  initial: string | null;
  onChange: (masked: string) => void;
}) {
  const { ref, maskRef } = useIMask<HTMLInputElement>(MASK_OPTIONS, { onAccept: (value) => onChange(value) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: prefilled once, when the dialog opens.
  useEffect(() => {
    if (initial && maskRef.current) {
      maskRef.current.value = formatPhone(initial);
      onChange(maskRef.current.value);
    }
  }, []);

  // A pasted full number would otherwise pass through the mask digit by digit, prefix included.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = nationalDigits(event.clipboardData.getData('text'));
    if (!digits || !maskRef.current) return;
    event.preventDefault();
    maskRef.current.value = formatPhone(`+90${digits}`);
  };

  return (
    <Form.Control
      id={id}
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      placeholder={T.phonePlaceholder}
      onPaste={onPaste}
      data-testid="resident-phone"
    />
  );
}
