/** A stored IBAN ("TR330006…") in the groups of four people read and copy it in. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
