import { PERSON_NAME_MAX } from '@aidat/shared';
import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';
import { FieldError, invalidProps } from './field-error';

type Kind = 'staff' | 'vendor';

/**
 * Who does the work: the site's staff (the kapıcı, 'Personel') or a firm ('Firma'), by name, with a
 * phone if the manager wants it at hand. The phone is the app's masked field; it is uncontrolled,
 * so its invalid state is set on the input from here (as the parties forms do).
 */
export function AssigneeFields({
  ids,
  kind,
  name,
  initialPhone,
  errors,
  onKind,
  onName,
  onPhone,
}: {
  ids: { kind: string; name: string; phone: string };
  kind: Kind;
  name: string;
  initialPhone: string | null | undefined;
  errors: { kind?: string; name?: string; phone?: string };
  onKind: (kind: Kind) => void;
  onName: (name: string) => void;
  onPhone: (phone: string) => void;
}) {
  const phoneWrapper = useRef<HTMLDivElement>(null);
  const phoneInvalid = errors.phone !== undefined;
  useEffect(() => {
    const input = phoneWrapper.current?.querySelector('input');
    if (!input) return;
    input.classList.toggle('is-invalid', phoneInvalid);
    if (phoneInvalid) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }, [phoneInvalid]);

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{T.assigneeKind}</legend>
      <div className="mb-2">
        {(['staff', 'vendor'] as const).map((k) => (
          <Form.Check
            key={k}
            inline
            type="radio"
            id={`${ids.kind}-${k}`}
            name={ids.kind}
            label={k === 'staff' ? T.staff : T.vendor}
            checked={kind === k}
            onChange={() => onKind(k)}
          />
        ))}
        {errors.kind ? <div className="invalid-feedback d-block">{errors.kind}</div> : null}
      </div>
      <Form.Group controlId={ids.name} className="mb-2">
        <Form.Label>{T.assigneeName}</Form.Label>
        <Form.Control
          value={name}
          onChange={(e) => onName(e.target.value)}
          maxLength={PERSON_NAME_MAX}
          autoComplete="off"
          {...invalidProps(ids.name, errors.name)}
        />
        <FieldError id={ids.name} error={errors.name} />
      </Form.Group>
      <div ref={phoneWrapper}>
        <label htmlFor={ids.phone} className="form-label">
          {T.assigneePhone}
        </label>
        <PhoneInput
          id={ids.phone}
          onChange={onPhone}
          placeholder={T.phonePlaceholder}
          initial={initialPhone}
          autoComplete="off"
          describedBy={phoneInvalid ? `${ids.phone}-error` : undefined}
        />
        {phoneInvalid ? (
          <div className="invalid-feedback d-block" id={`${ids.phone}-error`}>
            {errors.phone}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
