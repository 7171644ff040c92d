/**
 * Money travels as a number of lira with at most two decimals and is kept as integer kuruş.
 * Conversions go through strings so that no binary-float rounding reaches a stored amount.
 */
export function liraToKurus(lira: number): number {
  if (!Number.isFinite(lira)) throw new RangeError('amount is not finite');
  // 15 significant digits strip the binary noise (19.99 * 100 = 1998.9999999999998) before
  // rounding half away from zero.
  const kurus = Math.round(Number((Math.abs(lira) * 100).toPrecision(15)));
  return lira < 0 ? -kurus : kurus;
}

export function kurusToLira(kurus: number): number {
  return kurus / 100;
}

/** True when the number has at most two decimals (0.1 + 0.2 style inputs are rejected). */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const text = String(value);
  if (text.includes('e')) return Number.isInteger(value);
  const dot = text.indexOf('.');
  return dot === -1 || text.length - dot - 1 <= 2;
}

/**
 * "1.234.567,80" for 123456780 kuruş (its absolute value): Turkish grouping with two decimals,
 * as Intl.NumberFormat('tr-TR') writes it (money.test.ts compares the two). Written out by hand
 * because a phone's first Intl formatter loads the locale's data, one task of about 150 ms under
 * Lighthouse's 4× slowdown on the resident's home page (bench/README.md "Lighthouse").
 */
function groupedKurus(kurus: number): string {
  const abs = Math.abs(kurus);
  const lira = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  return `${lira.replace(/\B(?=(\d{3})+$)/g, '.')},${cents}`;
}

/** "+1.250,00 ₺", "-3.400,50 ₺", "0,00 ₺" (PRODUCT.md §5). */
export function formatBalance(lira: number): string {
  const kurus = liraToKurus(lira);
  const sign = kurus > 0 ? '+' : kurus < 0 ? '-' : '';
  return `${sign}${groupedKurus(kurus)} ₺`;
}

/** An unsigned amount: "1.250,00 ₺". */
export function formatMoney(lira: number): string {
  const kurus = liraToKurus(lira);
  return `${kurus < 0 ? '-' : ''}${groupedKurus(kurus)} ₺`;
}
