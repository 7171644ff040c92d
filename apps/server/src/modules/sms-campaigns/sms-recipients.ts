/** Who a campaign reaches: the residents of the chosen units who have a phone, one message per phone. */

export interface UnitContact {
  unitId: number;
  block: string;
  doorNumber: string;
  /** The resident's name as the manager recorded it on the unit. */
  residentName: string | null;
  /** The linked resident's phone (E.164), or null when nobody with a phone lives there. */
  phone: string | null;
}

export interface PhoneGroup<U extends UnitContact> {
  phone: string;
  units: U[];
}

export const unitLabel = (u: { block: string; doorNumber: string }) => `${u.block}-${u.doorNumber}`;

/** The names of a group's units, each once, for the manager's list. */
export function namesOf(units: UnitContact[]): string | null {
  const names = [...new Set(units.map((u) => u.residentName).filter((n): n is string => !!n))];
  return names.length > 0 ? names.join(', ') : null;
}

/**
 * The units grouped by phone in their given order (one SMS per phone, however many units the
 * resident has), and the units left out because they have no phone.
 */
export function groupByPhone<U extends UnitContact>(units: U[]): { groups: PhoneGroup<U>[]; skipped: U[] } {
  const byPhone = new Map<string, PhoneGroup<U>>();
  const skipped: U[] = [];
  for (const unit of units) {
    if (!unit.phone) {
      skipped.push(unit);
      continue;
    }
    const group = byPhone.get(unit.phone);
    if (group) group.units.push(unit);
    else byPhone.set(unit.phone, { phone: unit.phone, units: [unit] });
  }
  return { groups: [...byPhone.values()], skipped };
}
