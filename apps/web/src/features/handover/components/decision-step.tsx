import { BUDGET_DECISION_NO_MAX } from '@aidat/shared';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { todayInput } from '../../../lib/day-input';
import { useSiteMeetings } from '../api/get-site-books';
import { HANDOVER_SCREEN_TEXTS as T } from '../messages';
import { type DecisionMode, type DecisionValues, type FieldErrors, passedDecisions } from './handover-form';

/**
 * Step 2: the kurul decision that appointed the new manager: a passed decision of a held meeting
 * of the site (by number and by arsa payı, KMK 34), or the number and day of the karar defteri.
 */
export function DecisionStep({
  siteId,
  values,
  errors,
  onChange,
  onSubmit,
  onBack,
}: {
  siteId: number;
  values: DecisionValues;
  errors: FieldErrors;
  onChange: (patch: Partial<DecisionValues>) => void;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
}) {
  const id = useId();
  const meetings = useSiteMeetings(siteId);
  const options = meetings.data ? passedDecisions(meetings.data) : [];
  const canPick = options.length > 0;
  // A decision of the kurul is offered first once there is one, until the manager chooses a way.
  const chosen = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows what the site's meetings allow, not each render's callback.
  useEffect(() => {
    if (canPick && !chosen.current && values.mode !== 'meeting') onChange({ mode: 'meeting' });
    if (!canPick && values.mode === 'meeting') onChange({ mode: 'typed' });
  }, [canPick, values.mode]);

  let status: string | null = null;
  if (meetings.isPending) status = T.decisionsLoading;
  else if (meetings.isError) status = T.decisionsLoadFailed;
  else if (!canPick) status = T.noDecisions;

  const mode = (m: DecisionMode, label: string, disabled: boolean) => (
    <div className="form-check">
      <input
        className="form-check-input"
        type="radio"
        name={`${id}-mode`}
        id={`${id}-mode-${m}`}
        checked={values.mode === m}
        disabled={disabled}
        onChange={() => {
          chosen.current = true;
          onChange({ mode: m });
        }}
      />
      <label className="form-check-label" htmlFor={`${id}-mode-${m}`}>
        {label}
      </label>
    </div>
  );

  const field = (name: 'decisionNo' | 'decidedAt', label: string) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={name === 'decidedAt' ? 'date' : 'text'}
        className={`form-control ${errors[name] ? 'is-invalid' : ''}`}
        value={values[name]}
        max={name === 'decidedAt' ? todayInput() : undefined}
        maxLength={name === 'decisionNo' ? BUDGET_DECISION_NO_MAX : undefined}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
      {errors[name] ? (
        <div id={`${id}-${name}-error`} className="invalid-feedback">
          {errors[name]}
        </div>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={T.stepDecision}>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{T.decisionLegend}</legend>
        {mode('meeting', T.decisionFromMeeting, !canPick)}
        {mode('typed', T.decisionTyped, false)}
        {status ? (
          <p className="form-text mb-0" role="status">
            {status}
          </p>
        ) : null}
      </fieldset>
      {values.mode === 'meeting' && canPick ? (
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-decisionId`}>
            {T.decisionPick}
          </label>
          <select
            id={`${id}-decisionId`}
            className={`form-select ${errors.decisionId ? 'is-invalid' : ''}`}
            value={values.decisionId}
            aria-invalid={errors.decisionId ? true : undefined}
            aria-describedby={`${id}-decisionId-hint${errors.decisionId ? ` ${id}-decisionId-error` : ''}`}
            onChange={(e) => onChange({ decisionId: e.target.value })}
          >
            <option value="">{T.decisionChoose}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
          {errors.decisionId ? (
            <div id={`${id}-decisionId-error`} className="invalid-feedback">
              {errors.decisionId}
            </div>
          ) : null}
          <div id={`${id}-decisionId-hint`} className="form-text">
            {T.decisionHint}
          </div>
        </div>
      ) : (
        <div className="row">
          <div className="col-md-6">{field('decisionNo', T.decisionNo)}</div>
          <div className="col-md-6">{field('decidedAt', T.decidedAt)}</div>
        </div>
      )}
      {values.mode === 'meeting' && !canPick && errors.decisionId ? (
        <div className="text-danger small mb-2" role="alert">
          {errors.decisionId}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {T.back}
        </button>
        <button type="submit" className="btn btn-primary">
          {T.next}
          <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
