import { type FormEvent, useId, useState } from 'react';
import { AUTH_TEXTS } from '../../../lib/messages-auth';

/** Administrators sign in with e-mail or phone and a password (PRODUCT.md §3). */
export function PasswordLoginForm({ onSubmit }: { onSubmit: (identifier: string, password: string) => Promise<void> }) {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const ready = identifier.trim().length > 0 && password.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      await onSubmit(identifier.trim(), password);
    } catch {
      // Shown as a toast by the API client; the form stays filled for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-identifier`}>
          {AUTH_TEXTS.identifierLabel}
        </label>
        <input
          id={`${id}-identifier`}
          className="form-control"
          type="text"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          required
          data-testid="login-identifier"
        />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-password`}>
          {AUTH_TEXTS.passwordLabel}
        </label>
        <input
          id={`${id}-password`}
          className="form-control"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          data-testid="login-password"
        />
      </div>
      <button
        type="submit"
        className="btn btn-primary w-100"
        disabled={!ready || busy}
        data-testid="login-password-submit"
      >
        {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {busy ? AUTH_TEXTS.signingIn : AUTH_TEXTS.loginButton}
      </button>
    </form>
  );
}
