import { EMAIL_MAX, PERSON_NAME_MAX } from '@aidat/shared';
import { type FormEvent, useId } from 'react';
import { PhoneInput } from '../../../components/ui/phone-input';
import { HANDOVER_SCREEN_TEXTS as T } from '../messages';
import type { FieldErrors, ManagerValues } from './handover-form';

/** Step 1: the new manager, as 'Siteye Yönetici Ata' takes them: name, e-mail, phone (masked) and password. */
export function ManagerStep({
  values,
  errors,
  onChange,
  onSubmit,
}: {
  values: ManagerValues;
  errors: FieldErrors;
  onChange: (field: keyof ManagerValues, value: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const id = useId();
  const text = (
    field: 'fullName' | 'email' | 'password',
    label: string,
    type: 'text' | 'email' | 'password',
    extra: { maxLength?: number; autoComplete: string; hint?: string },
  ) => {
    const error = errors[`newManager.${field}`];
    const described = [extra.hint ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-${field}`}>
          {label}
        </label>
        <input
          id={`${id}-${field}`}
          type={type}
          className={`form-control ${error ? 'is-invalid' : ''}`}
          value={values[field]}
          onChange={(e) => onChange(field, e.target.value)}
          maxLength={extra.maxLength}
          autoComplete={extra.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {error ? (
          <div id={`${id}-${field}-error`} className="invalid-feedback">
            {error}
          </div>
        ) : null}
        {extra.hint ? (
          <div id={`${id}-${field}-hint`} className="form-text">
            {extra.hint}
          </div>
        ) : null}
      </div>
    );
  };
  const phoneError = errors['newManager.phone'];
  return (
    <form onSubmit={onSubmit} noValidate aria-label={T.stepManager}>
      <p className="small text-body-secondary">{T.managerHint}</p>
      {text('fullName', T.fullName, 'text', { maxLength: PERSON_NAME_MAX, autoComplete: 'off' })}
      <div className="row">
        <div className="col-md-6">{text('email', T.email, 'email', { maxLength: EMAIL_MAX, autoComplete: 'off' })}</div>
        <div className="col-md-6 mb-3">
          <label className="form-label" htmlFor={`${id}-phone`}>
            {T.phone}
          </label>
          <PhoneInput
            id={`${id}-phone`}
            onChange={(phone) => onChange('phone', phone)}
            placeholder={T.phonePlaceholder}
            autoComplete="off"
            describedBy={phoneError ? `${id}-phone-error` : undefined}
            testId="handover-phone"
          />
          {phoneError ? (
            <div id={`${id}-phone-error`} className="invalid-feedback d-block">
              {phoneError}
            </div>
          ) : null}
        </div>
      </div>
      {text('password', T.password, 'password', { autoComplete: 'new-password', hint: T.passwordHint })}
      <button type="submit" className="btn btn-primary">
        {T.next}
        <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
      </button>
    </form>
  );
}
