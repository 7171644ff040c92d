import { formatDate } from '../../../lib/format';
import { RESIDENT_TEXTS } from '../../../lib/messages-resident';

/**
 * 'Son güncelleme: …' (PRODUCT.md §15): offline, the page shows the answers kept on the phone,
 * and this says how old they are. Nothing while the time is unknown.
 */
export function LastUpdated({ at }: { at: number | undefined }) {
  if (at === undefined) return null;
  return (
    <p className="small text-body-secondary mb-2" data-testid="last-updated">
      <i className="bi bi-clock-history me-1" aria-hidden="true" />
      {/* "25.11.2026 21:30" in the phone's zone (SPEC §9), without Intl: a phone's first Intl
          formatter loads the locale's data in one long task (bench/README.md "Lighthouse"). */}
      {RESIDENT_TEXTS.lastUpdated(formatDate(at, 'dateTimeShort'))}
    </p>
  );
}
