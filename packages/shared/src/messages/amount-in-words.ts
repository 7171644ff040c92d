/**
 * An amount in Turkish words, as a receipt writes it beside the figures (PRODUCT.md §11):
 * 1.250,00 → "Bin iki yüz elli Türk lirası sıfır kuruş". Turkish says "bin" and "yüz" without
 * "bir" before them, but "bir milyon".
 */
const ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
const SCALES = ['', 'bin', 'milyon', 'milyar', 'trilyon'];

/** 0–999 in words ("" for 0). */
function underThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const words: string[] = [];
  if (hundreds > 0) words.push(...(hundreds > 1 ? [ONES[hundreds]] : []), 'yüz');
  const rest = n % 100;
  if (rest >= 10) words.push(TENS[Math.floor(rest / 10)]);
  if (rest % 10 > 0) words.push(ONES[rest % 10]);
  return words;
}

/** A whole number in words: "sıfır" for 0. */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  if (value === 0) return 'sıfır';
  const words: string[] = [];
  let rest = value;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  for (let scale = groups.length - 1; scale >= 0; scale -= 1) {
    const group = groups[scale];
    if (group === 0) continue;
    // "bin", not "bir bin"; every other scale keeps its "bir".
    if (!(scale === 1 && group === 1)) words.push(...underThousand(group));
    if (SCALES[scale]) words.push(SCALES[scale]);
  }
  return words.join(' ');
}

/** Kuruş in words with its first letter capitalised the Turkish way ("İki yüz ..."). */
export function amountInWords(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`not an amount in kuruş: ${kurus}`);
  const text = `${numberInWords(Math.floor(kurus / 100))} Türk lirası ${numberInWords(kurus % 100)} kuruş`;
  return text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);
}
