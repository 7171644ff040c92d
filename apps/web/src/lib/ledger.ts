import { isChargeType, type TransactionType } from '@aidat/shared';

/**
 * What a ledger entry does to the balance (payments − charges): a payment adds, a charge
 * subtracts, and a reversal (a negative amount of the type it cancels) undoes its original.
 * Negating keeps the value exact; nothing is summed here. Used by the resident's unit detail
 * and the administrators' ledger alike.
 */
export function balanceEffect(entry: { type: TransactionType; amount: number }): number {
  const effect = isChargeType(entry.type) ? -entry.amount : entry.amount;
  return effect === 0 ? 0 : effect;
}
