/**
 * The units' natural order (block, then door number), shared so that the server's lists and the
 * split's tie-break (ledger/split.ts), on the server or previewed in the browser, read alike.
 */

/** Turkish collation with digits compared as numbers: block 'Ç' after 'C', door 2 before 10. */
export const naturalCollator = /* @__PURE__ */ new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** Block, then door number, naturally; the id last, so two labels that collate alike still have one order. */
export function byBlockAndDoor<T extends { block: string; doorNumber: string; id: number }>(a: T, b: T): number {
  return (
    naturalCollator.compare(a.block, b.block) || naturalCollator.compare(a.doorNumber, b.doorNumber) || a.id - b.id
  );
}
