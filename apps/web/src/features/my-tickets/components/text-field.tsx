/** A labelled text input (or, with `rows`, a text area) with its hint and its refusal below it. */
export function TextField({
  id,
  label,
  hint,
  value,
  onChange,
  maxLength,
  error,
  disabled,
  rows,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
  disabled?: boolean;
  rows?: number;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    value,
    maxLength,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
