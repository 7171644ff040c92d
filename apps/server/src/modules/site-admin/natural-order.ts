/** Turkish collation with digits compared as numbers: block 'Ç' after 'C', door 2 before 10. */
export const natural = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

export function byBlockAndDoor<T extends { block: string; doorNumber: string; id: number }>(a: T, b: T): number {
  return natural.compare(a.block, b.block) || natural.compare(a.doorNumber, b.doorNumber) || a.id - b.id;
}
