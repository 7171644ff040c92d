/** Percent with up to two decimals, the Turkish way: 41.66 → "41,66". */
export function percentText(value: number): string {
  return value.toLocaleString('tr-TR', { maximumFractionDigits: 2 });
}
