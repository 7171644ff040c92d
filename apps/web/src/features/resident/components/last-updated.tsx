import { RESIDENT_TEXTS } from '../../../lib/messages-resident';

// "25.11.2026 21:30" in the phone's zone: when the balances on the page were fetched.
const stamp = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * 'Son güncelleme: …' (PRODUCT.md §15): offline, the page shows the answers kept on the phone,
 * and this says how old they are. Nothing while the time is unknown.
 */
export function LastUpdated({ at }: { at: number | undefined }) {
  if (at === undefined) return null;
  return (
    <p className="small text-body-secondary mb-2" data-testid="last-updated">
      <i className="bi bi-clock-history me-1" aria-hidden="true" />
      {RESIDENT_TEXTS.lastUpdated(stamp.format(at))}
    </p>
  );
}
