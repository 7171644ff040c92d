/**
 * Texts of a unit's account as an owner or tenant sees it and of a final statement (PRODUCT.md
 * §16), read by the manager's 'Malikler ve Kiracı' and the resident's pages alike.
 */
import { PARTIES_TEXTS } from '@aidat/shared';

export const PARTY_ACCOUNT_TEXTS = {
  items: 'Borçlar',
  payments: 'Ödemeler',
  noItems: 'Borç kaydı yok.',
  noPayments: 'Ödeme kaydı yok.',
  amount: 'Tutar',
  /** What of a charge is still owed. */
  unpaid: (amount: string) => `Ödenmemiş: ${amount}`,
  paid: 'Ödendi',
  /** A late fee accrued to today and not posted yet. */
  accrued: 'bugüne kadar işleyen',
  /** What of a payment paid the charges shown beside it. */
  settled: (amount: string) => `Bu borçlara sayılan: ${amount}`,
  tenantDebt: PARTIES_TEXTS.tenantDebt,
  paymentType: { aidat_payment: 'Aidat ödemesi', ekbutce_payment: 'Ek bütçe ödemesi' } as Record<string, string>,
  payment: 'Ödeme',
  balance: 'Bakiye',
  /** The final statement's party. */
  party: { tenant: 'Kiracılık', owners: 'Maliklik' } as const,
  period: (from: string, to: string) => `${from} – ${to}`,
  given: (day: string) => `Verildiği gün: ${day}`,
  owing: 'Borçlu ayrıldı',
  clear: 'Borç yok',
} as const;
