import { useId } from 'react';
import { formatMonth, recentMonths, shiftMonth } from '../../lib/month';

/** How far back a report's month list reaches: the demo keeps a year, real sites a few. */
const MONTHS_LISTED = 36;

export interface MonthStepperTexts {
  label: string;
  previous: string;
  next: string;
}

/**
 * A report's month: a list of recent months between previous and next buttons. Months after
 * `latest` (this month) are not offered, since the books cannot report them yet. Plain Bootstrap
 * markup, for the resident's page as well as the manager's.
 */
export function MonthStepper({
  value,
  latest,
  onChange,
  texts,
}: {
  value: string;
  latest: string;
  onChange: (month: string) => void;
  texts: MonthStepperTexts;
}) {
  const id = useId();
  const months = recentMonths(latest, MONTHS_LISTED);
  const oldest = months[months.length - 1];
  // A month older than the list (reached by 'previous') still shows as the selected option.
  const options = months.includes(value) ? months : [...months, value];
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {texts.label}
      </label>
      <div className="input-group" style={{ maxWidth: '24rem' }}>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => onChange(shiftMonth(value, -1))}
          disabled={value <= oldest}
          aria-label={texts.previous}
          title={texts.previous}
        >
          <i className="bi bi-chevron-left" aria-hidden="true" />
        </button>
        <select id={id} className="form-select" value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((month) => (
            <option key={month} value={month}>
              {formatMonth(month)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => onChange(shiftMonth(value, 1))}
          disabled={value >= latest}
          aria-label={texts.next}
          title={texts.next}
        >
          <i className="bi bi-chevron-right" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
