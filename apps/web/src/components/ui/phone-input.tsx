import { formatPhone } from '@aidat/shared';
import { type ClipboardEvent, type FormEvent, useEffect, useRef } from 'react';
import { nationalDigits, remask } from '../../lib/phone-mask';

export interface PhoneInputProps {
  id: string;
  onChange: (masked: string) => void;
  placeholder: string;
  /** A number already on record (E.164), shown masked when the field appears. */
  initial?: string | null;
  disabled?: boolean;
  describedBy?: string;
  autoComplete?: string;
  testId?: string;
}

/**
 * Every phone field of the app (login, resident, administrator), masked by lib/phone-mask.ts so
 * typing and pasting a number give the same text. Uncontrolled: the mask writes the DOM value.
 */
export function PhoneInput({
  id,
  onChange,
  placeholder,
  initial,
  disabled,
  describedBy,
  autoComplete = 'tel',
  testId,
}: PhoneInputProps) {
  const ref = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: prefilled once, when the field appears.
  useEffect(() => {
    if (initial && ref.current) {
      ref.current.value = formatPhone(initial);
      onChange(ref.current.value);
    }
  }, []);

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
      ref={ref}
      id={id}
      className="form-control"
      aria-describedby={describedBy}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      onInput={onInput}
      onPaste={onPaste}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
