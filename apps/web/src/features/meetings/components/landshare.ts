import type { MeetingUnit } from '../api/get-units';

/** The share of the whole arsa payı the given units hold, 0–1; null when a unit has none entered. */
export function landShareOf(units: MeetingUnit[], chosen: (unit: MeetingUnit) => boolean): number | null {
  let total = 0;
  let part = 0;
  for (const u of units) {
    if (!u.landShareNumerator || !u.landShareDenominator) return null;
    const share = u.landShareNumerator / u.landShareDenominator;
    total += share;
    if (chosen(u)) part += share;
  }
  return total > 0 ? part / total : null;
}
