import {
  formatReceiptNo,
  kurusToLira,
  LEDGER_TEXTS,
  type LedgerEntryDto,
  type PaymentMethod,
  type TransactionType,
} from '@aidat/shared';
import type { AdminLedgerRow } from './unit-ledger.repository.js';

export function toLedgerEntryDto(row: AdminLedgerRow): LedgerEntryDto {
  return {
    id: row.id,
    unitId: row.unitId,
    type: row.type as TransactionType,
    description: row.description,
    date: row.occurredAt.toISOString(),
    amount: kurusToLira(row.amountKurus),
    additionalChargeId: row.additionalChargeId,
    reversesId: row.reversesId,
    reversed: row.reversed,
    createdBy: row.createdByName,
    accountId: row.accountId,
    accountName: row.accountName,
    method: row.method as PaymentMethod | null,
    receiptNo: formatReceiptNo(row.receiptYear, row.receiptNo),
  };
}

const DESCRIPTION_MAX = 500;

/** "İptal: <original> (<reason>)", shortening the original's end if the column would overflow. */
export function reversalDescription(original: string, reason: string): string {
  const head = LEDGER_TEXTS.reversalPrefix;
  const tail = ` (${reason})`;
  const room = DESCRIPTION_MAX - head.length - tail.length;
  const body = original.length > room ? `${original.slice(0, room - 1)}…` : original;
  return `${head}${body}${tail}`;
}

/**
 * The reason a reversal's description carries, read back with the reversed entry's description:
 * the inverse of reversalDescription, also when that shortened the original to "<start>…". A
 * description in neither form is returned whole, since it is then all there is to say why.
 */
export function reversalReason(reversal: string, original: string): string {
  const head = LEDGER_TEXTS.reversalPrefix;
  if (!reversal.endsWith(')')) return reversal;
  const whole = `${head}${original} (`;
  if (reversal.startsWith(whole)) return reversal.slice(whole.length, -1);
  // The longest start of the original that fits: its own "… (" cannot be mistaken for the cut.
  for (let cut = reversal.lastIndexOf('… ('); cut >= head.length; cut = reversal.lastIndexOf('… (', cut - 1)) {
    if (reversal.slice(head.length, cut) === original.slice(0, cut - head.length)) return reversal.slice(cut + 3, -1);
  }
  return reversal;
}

/**
 * An ek bütçe payment's description must contain the charge's title: the resident's screen
 * groups entries under the title they contain.
 */
export function ekbutcePaymentDescription(title: string, given: string | undefined): string {
  if (!given) return LEDGER_TEXTS.paymentOf(title);
  return given.includes(title) ? given : LEDGER_TEXTS.paymentOfWith(title, given);
}
