import { formatMonth, shiftMonth } from '../../../lib/month';
import { SITE_BOOKS_TEXTS as T } from '../messages';

/**
 * The site and month shown, between previous and next; no month after `latest` (this month), which the
 * books cannot report yet. Two buttons rather than a list: lighter for the resident budget.
 */
export function MonthNav({
  siteName,
  month,
  latest,
  onChange,
}: {
  siteName: string;
  month: string;
  latest: string;
  onChange: (month: string) => void;
}) {
  return (
    <div className="d-flex align-items-center gap-2 mb-3">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={() => onChange(shiftMonth(month, -1))}
        aria-label={T.previousMonth}
      >
        <i className="bi bi-chevron-left" aria-hidden="true" />
      </button>
      <h2 className="h5 mb-0" aria-live="polite">
        {`${siteName} • ${formatMonth(month)}`}
      </h2>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={() => onChange(shiftMonth(month, 1))}
        disabled={month >= latest}
        aria-label={T.nextMonth}
      >
        <i className="bi bi-chevron-right" aria-hidden="true" />
      </button>
    </div>
  );
}
