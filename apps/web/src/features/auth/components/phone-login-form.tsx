import { PHONE_MASKED_MIN_LENGTH } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import { AUTH_TEXTS } from '../../../lib/messages-auth';
import { PhoneInput } from '../../../components/ui/phone-input';

/** SPEC §5: 'Giriş' is enabled only when the masked text has at least 19 characters. */
export function PhoneLoginForm({ onSubmit }: { onSubmit: (maskedPhone: string) => void }) {
  const [phone, setPhone] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;
  const ready = phone.length >= PHONE_MASKED_MIN_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit(phone);
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="mb-3">
        <label className="form-label" htmlFor={id}>
          {AUTH_TEXTS.phoneLabel}
        </label>
        <PhoneInput
          id={id}
          onChange={setPhone}
          describedBy={hintId}
          placeholder={AUTH_TEXTS.phonePlaceholder}
          testId="login-phone"
        />
        <small id={hintId} className="form-text">
          {AUTH_TEXTS.phoneHint}
        </small>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={!ready} data-testid="login-submit">
        {AUTH_TEXTS.loginButton}
      </button>
    </form>
  );
}
