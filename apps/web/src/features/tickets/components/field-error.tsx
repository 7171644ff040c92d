import Form from 'react-bootstrap/Form';
import { ApiError } from '../../../lib/api-client';

/** The server's message per field a form shows, from a refused write's `fields` (details.field included). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The refusal's messages for the fields this form has; empty when it named none of them. */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const named = error instanceof ApiError ? error.fields : {};
  return Object.fromEntries(fields.filter((f) => f in named).map((f) => [f, named[f]])) as FieldErrors<F>;
}

/** A control's invalid state and the id of its message, for a field the server refused. */
export function invalidProps(id: string, error: string | undefined) {
  const invalid = error !== undefined;
  return {
    isInvalid: invalid,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  };
}

/** The server's message under its field. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
      {error}
    </Form.Control.Feedback>
  );
}
