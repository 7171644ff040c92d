import { formatPhone } from '@aidat/shared';
import type { ClipboardEvent, FormEvent } from 'react';
import { AUTH_TEXTS } from '../../../lib/messages-auth';
import { nationalDigits, remask } from './phone-mask';

export interface PhoneInputProps {
  id: string;
  onChange: (masked: string) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** The login's masked phone field (phone-mask.ts). Uncontrolled: the mask writes the DOM value. */
export function PhoneInput({ id, onChange, disabled, describedBy }: PhoneInputProps) {
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const { value, caret } = remask(input.value, input.selectionStart ?? input.value.length);
    if (input.value !== value) input.value = value;
    if (document.activeElement === input) input.setSelectionRange(caret, caret);
    onChange(value);
  };

  // A pasted full number would otherwise be read digit by digit, and its country or trunk
  // prefix could be mistaken for subscriber digits.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = nationalDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    const value = formatPhone(`+90${digits}`);
    event.currentTarget.value = value;
    onChange(value);
  };

  return (
    <input
      id={id}
      className="form-control"
      aria-describedby={describedBy}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={AUTH_TEXTS.phonePlaceholder}
      onInput={onInput}
      onPaste={onPaste}
      disabled={disabled}
      data-testid="login-phone"
    />
  );
}
