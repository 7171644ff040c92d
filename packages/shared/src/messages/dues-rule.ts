/** Texts of a site's dues rule (PRODUCT.md §12): how the monthly dues are split and from which month. */
import { TR_MONTHS } from '../dates.js';

/** "2026-11" → "Kasım 2026". */
export function monthLabel(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return `${TR_MONTHS[m - 1]} ${y}`;
}

export const DUES_RULE_TEXTS = {
  ruleSaved: 'Aidat kuralı kaydedildi',
  /** The effectiveFrom field's own checks; "Başlangıç ayı" is its label (FIELD_LABELS). */
  effectiveFromInvalid: 'Başlangıç ayı YYYY-AA biçiminde olmalıdır.',
  effectiveFromCharged: (period: string, earliest: string) =>
    `Başlangıç ayı geçersiz: ${monthLabel(period)} aidatı zaten tahakkuk ettirildi; değişiklik en erken ${monthLabel(earliest)} ayından başlayabilir.`,
  effectiveFromPast: (period: string, earliest: string) =>
    `Başlangıç ayı geçersiz: ${monthLabel(period)} geçmiş bir ay; değişiklik en erken ${monthLabel(earliest)} ayından başlayabilir.`,
  /** KMK 37: an approved işletme projesi sets its months' dues; a manual change cannot. */
  setByBudget: (period: string, budgetPeriod: string, after: string) =>
    `${monthLabel(period)} aidatını onaylı ${budgetPeriod} işletme projesi belirliyor; elle değişiklik en erken ${monthLabel(after)} ayından başlayabilir.`,
} as const;
