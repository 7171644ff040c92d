/**
 * The one list of ledger transaction types (PRODUCT.md §5, §12). Every other place (schemas,
 * queries, the web's sections and labels) derives from this table, so a new type is added here
 * once: give it its direction and the group whose balance it belongs to.
 */
export const TRANSACTION_TYPE_TABLE = {
  aidat_charge: { direction: 'charge', group: 'dues' },
  aidat_payment: { direction: 'payment', group: 'dues' },
  ekbutce_charge: { direction: 'charge', group: 'additional' },
  ekbutce_payment: { direction: 'payment', group: 'additional' },
  // Gecikme tazminatı (PRODUCT.md §12): posted by the system, linked to the charge it is for.
  gecikme_charge: { direction: 'charge', group: 'lateFee' },
} as const satisfies Record<string, { direction: 'charge' | 'payment'; group: TransactionGroup }>;

/** 'dues' is the monthly aidat, 'additional' an ek bütçe, 'lateFee' the gecikme tazminatı on either. */
export type TransactionGroup = 'dues' | 'additional' | 'lateFee';

export type TransactionType = keyof typeof TRANSACTION_TYPE_TABLE;

export const TRANSACTION_TYPES = Object.keys(TRANSACTION_TYPE_TABLE) as [TransactionType, ...TransactionType[]];

function typesWhere(
  pick: (t: (typeof TRANSACTION_TYPE_TABLE)[TransactionType]) => boolean,
): readonly TransactionType[] {
  return TRANSACTION_TYPES.filter((t) => pick(TRANSACTION_TYPE_TABLE[t]));
}

export const DUES_TRANSACTION_TYPES = typesWhere((t) => t.group === 'dues');
export const ADDITIONAL_TRANSACTION_TYPES = typesWhere((t) => t.group === 'additional');
export const LATE_FEE_TRANSACTION_TYPES = typesWhere((t) => t.group === 'lateFee');
export const CHARGE_TRANSACTION_TYPES = typesWhere((t) => t.direction === 'charge');
export const PAYMENT_TRANSACTION_TYPES = typesWhere((t) => t.direction === 'payment');

export function isChargeType(type: TransactionType): boolean {
  return TRANSACTION_TYPE_TABLE[type].direction === 'charge';
}
