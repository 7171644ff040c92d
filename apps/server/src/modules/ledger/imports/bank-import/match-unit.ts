/** A unit as the matching sees it: what a row's description, sender or amount may point to. */
export interface MatchUnit {
  unitId: number;
  block: string;
  doorNumber: string;
  /** The code printed on the unit's statements and receipts, e.g. "GNS-A5". */
  paymentReference: string;
  residentName?: string | null;
  /** The current owners' and tenant's names (PRODUCT.md §16): a transfer may name any of them. */
  partyNames?: readonly string[];
  /** IBANs that paid for this unit before (learnt from confirmed imports). */
  knownIbans: readonly string[];
  /** What the unit owes now, in kuruş. */
  debtKurus: number;
}

/** Adds `id` to the list under `key`. */
export function addTo<K>(map: Map<K, number[]>, key: K, id: number): void {
  const list = map.get(key);
  if (list) {
    if (!list.includes(id)) list.push(id);
  } else {
    map.set(key, [id]);
  }
}
