import { type AdminUnitDto, byBlockAndDoor, kurusToLira, liraToKurus } from '@aidat/shared';

export type UnitSortKey = 'unit' | 'balance';
export interface UnitSort {
  key: UnitSortKey;
  descending: boolean;
}

/** Block then door, as the server lists them. */
export const UNIT_ORDER: UnitSort = { key: 'unit', descending: false };

/**
 * The order after a click on a column's header: the same column again flips the direction; the
 * balance column starts ascending, that is the largest debt (the most negative balance) first,
 * the rows a manager looks for.
 */
export function nextUnitSort(sort: UnitSort, key: UnitSortKey): UnitSort {
  return sort.key === key ? { key, descending: !sort.descending } : { key, descending: false };
}

const fold = (text: string) => text.toLocaleLowerCase('tr-TR');

// The server's natural order (natural-order.ts): 'Ç' after 'C', door 2 before 10.
const byUnit = byBlockAndDoor<AdminUnitDto>;
/**
 * A unit's balance as of today (PRODUCT.md §12), in kuruş: the ledger's balance less the late fees
 * accrued to today, which a payment today posts. What the table shows, sorts by and sums.
 */
function balanceTodayKurus(u: AdminUnitDto): number {
  return liraToKurus(u.outstanding) - liraToKurus(u.lateFeeAccrued);
}

/** The same in lira, as the table shows it. */
export const balanceToday = (u: AdminUnitDto): number => kurusToLira(balanceTodayKurus(u));

const byBalance = (a: AdminUnitDto, b: AdminUnitDto) => balanceTodayKurus(a) - balanceTodayKurus(b);

/** The units in the chosen order; equal balances keep the unit order, so rows never jump between them. */
export function sortUnits<U extends AdminUnitDto>(units: readonly U[], sort: UnitSort): U[] {
  const sign = sort.descending ? -1 : 1;
  const compare = sort.key === 'balance' ? byBalance : byUnit;
  return [...units].sort((a, b) => sign * compare(a, b) || byUnit(a, b));
}

// A phone is searched for only with this many digits typed: door numbers are digits too, and
// '12' should find door 12, not every resident whose number has a 12 in it.
const PHONE_MIN_DIGITS = 4;

// The words of a unit's label ('Blok A • Daire 5', 'A blok 5'): the letters of 'blok' would
// otherwise find every unit, by its label.
const LABEL_WORDS = /(^|\s)(blok|daire)(?=\s|$)|•/g;

/**
 * Units whose block, door (alone or together: 'A5', 'A 5', 'A-5', 'A/5', 'Blok A • Daire 5') or
 * resident's name contain the search, by Turkish case rules ('ışık' finds 'IŞIK', 'i' finds
 * 'İ'), or whose resident's phone has the digits typed, whatever the spacing ('0555 000 00' finds
 * +90555000...).
 */
export function filterUnits<U extends AdminUnitDto>(units: readonly U[], search: string): U[] {
  const typed = fold(search).replace(/\s+/g, ' ').trim();
  const text = typed.replace(LABEL_WORDS, ' ').replace(/\s+/g, ' ').trim() || typed;
  if (!text) return [...units];
  // Only a search typed like a phone number is compared with phones ('a12' is not). The national
  // '0' prefix is not stored: phones are +90 5xx.
  const typedDigits = /^[\d\s()+-]+$/.test(text) ? text.replace(/\D/g, '').replace(/^0/, '') : '';
  const digits = typedDigits.length >= PHONE_MIN_DIGITS ? typedDigits : '';
  return units.filter((u) => {
    const { block, doorNumber: door } = u;
    const haystack = fold(
      [`${block} ${door}`, `${block}${door}`, `${block}-${door}`, `${block}/${door}`, u.resident?.fullName ?? ''].join(
        '\n',
      ),
    );
    if (haystack.includes(text)) return true;
    return digits !== '' && (u.resident?.phone ?? '').replace(/\D/g, '').includes(digits);
  });
}

/** What the site is owed today: the debts (negative balances) summed in kuruş, and how many units owe. */
export function receivableOf(units: readonly AdminUnitDto[]): { totalKurus: number; owingUnits: number } {
  let totalKurus = 0;
  let owingUnits = 0;
  for (const u of units) {
    const kurus = balanceTodayKurus(u);
    if (kurus < 0) {
      totalKurus -= kurus;
      owingUnits += 1;
    }
  }
  return { totalKurus, owingUnits };
}
