import {
  formatReceiptNo,
  kurusToLira,
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
    reversalReason: row.reversalReason,
    reversed: row.reversed,
    createdBy: row.createdByName,
    accountId: row.accountId,
    accountName: row.accountName,
    method: row.method as PaymentMethod | null,
    receiptNo: formatReceiptNo(row.receiptYear, row.receiptNo),
  };
}
