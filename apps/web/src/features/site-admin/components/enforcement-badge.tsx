import type { AdminUnitWithSharesDto } from '@aidat/shared';
import { dayText } from '../../../lib/day-text';
import { ENFORCEMENT_SCREEN_TEXTS as T } from '../enforcement-messages';

/** A unit row's icra fields; absent only from an older answer, which shows no badge. */
export type EnforcementFields = Partial<Pick<AdminUnitWithSharesDto, 'enforcement' | 'enforcementStartedAt'>>;

/**
 * The small 'İcra' mark on a unit under icra (PRODUCT.md §21), the day it started in its title
 * and, for a screen reader that does not read titles, in hidden text.
 */
export function EnforcementBadge({ unit }: { unit: EnforcementFields }) {
  if (!unit.enforcement) return null;
  const since = T.activeSince(dayText(unit.enforcementStartedAt));
  return (
    <span className="badge text-bg-danger ms-1 align-text-bottom" title={since} data-testid="unit-enforcement">
      <span aria-hidden="true">{T.badge}</span>
      <span className="visually-hidden">{since}</span>
    </span>
  );
}
