const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 });

/** A share 0–1 the Turkish way ("%87,5"); null (nothing to divide by) as the empty mark. */
export function formatRate(rate: number | null, empty: string): string {
  return rate === null || !Number.isFinite(rate) ? empty : percent.format(rate);
}
