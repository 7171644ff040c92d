/**
 * The fixed vocabularies of the site's books (PRODUCT.md §10): the kinds of money account and the
 * methods a payment is made by. The database's check constraints and the API's schemas are built
 * from these lists, so a new value is added here and in a migration.
 */
export const ACCOUNT_KINDS = ['kasa', 'banka', 'pos'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * The kinds a manager opens by hand; a 'pos' account (Sanal POS, PRODUCT.md §20) is given to a
 * site when it turns card payment on.
 */
export const MANUAL_ACCOUNT_KINDS = ['kasa', 'banka'] as const;
export type ManualAccountKind = (typeof MANUAL_ACCOUNT_KINDS)[number];

export const PAYMENT_METHODS = ['nakit', 'havale', 'kredi_karti', 'diger'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The method a payment gets when none is given: cash into a kasa, a transfer into a bank, a card into a pos. */
export function defaultPaymentMethod(kind: AccountKind): PaymentMethod {
  if (kind === 'pos') return 'kredi_karti';
  return kind === 'kasa' ? 'nakit' : 'havale';
}

/** The card payment providers (PRODUCT.md §20), chosen by PAYMENT_PROVIDER. */
export const PAYMENT_PROVIDERS = ['fake', 'iyzico', 'paytr'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A card checkout's life: pending until the provider's callback or its expiry. */
export const CARD_CHECKOUT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type CardCheckoutStatus = (typeof CARD_CHECKOUT_STATUSES)[number];

/** Largest attachment of an expense (PRODUCT.md §10): 10 MB. */
export const EXPENSE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Content types an expense attachment may have, decided by sniffing the bytes, never the name. */
export const EXPENSE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type ExpenseAttachmentType = (typeof EXPENSE_ATTACHMENT_TYPES)[number];
