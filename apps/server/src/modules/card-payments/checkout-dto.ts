import {
  type CardCheckoutStatus,
  type CheckoutDto,
  kurusToLira,
  type ManagerCheckoutDto,
  type PaymentProviderName,
} from '@aidat/shared';
import type { CheckoutRow } from './card-payments.repository.js';

/** A checkout as the payer reads it (PRODUCT.md §25). */
export function checkoutDto(row: CheckoutRow): CheckoutDto {
  return {
    id: row.id,
    orderId: row.orderId,
    amount: kurusToLira(row.amountKurus),
    status: row.status as CardCheckoutStatus,
    provider: row.provider as PaymentProviderName,
    paymentUrl: row.paymentUrl,
    expiresAt: row.expiresAt.toISOString(),
    paymentIds: row.paymentIds,
    receiptNos: row.receiptNos,
  };
}

/** A checkout in the managers' list: who paid for which unit, and what the provider said. */
export function managerCheckoutDto(
  row: CheckoutRow,
  unit: { block: string; doorNumber: string },
  payerName: string | null,
): ManagerCheckoutDto {
  return {
    ...checkoutDto(row),
    unitId: row.unitId,
    unitLabel: `${unit.block}-${unit.doorNumber}`,
    payerName,
    createdAt: row.createdAt.toISOString(),
    flagged: row.flagged,
    paidAmount: row.paidAmountKurus === null ? null : kurusToLira(row.paidAmountKurus),
    commission: row.commissionKurus === null ? null : kurusToLira(row.commissionKurus),
    cardMasked: row.cardMasked,
  };
}
