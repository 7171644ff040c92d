import type { PaymentProviderName } from '@aidat/shared';

/**
 * Card payment providers (PRODUCT.md §20) behind one interface: the resident pays on the
 * provider's hosted page, so no card number ever reaches Aidat. Chosen by PAYMENT_PROVIDER:
 * iyzico (Checkout Form), PayTR (iFrame API) or the fake stand-in for development.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** How the callback route answers a handled callback (PRODUCT.md §20's table). */
  readonly callbackAnswer: 'envelope' | 'plainOk' | 'redirect';
  /** Opens the hosted page for a checkout. Rejects with a PaymentProviderError when the provider refuses or cannot be reached. */
  start(checkout: CheckoutStart): Promise<StartedCheckout>;
  /**
   * Reads and verifies a callback's body: a PaymentCallbackError 'malformed' (400) or 'signature'
   * (403) before anything is written. `byReference` finds a checkout by the provider's reference
   * (iyzico posts only its token).
   */
  readCallback(
    body: unknown,
    byReference: (reference: string) => Promise<KnownCheckout | undefined>,
  ): Promise<PaymentOutcome>;
  /** Asks the provider about a checkout no callback settled (expiry): its outcome, or null when it has none. */
  query(checkout: KnownCheckout): Promise<PaymentOutcome | null>;
}

/** What a provider needs to open its hosted page. Amounts in kuruş. */
export interface CheckoutStart {
  orderId: string;
  amountKurus: number;
  /** Lines that add up to the amount (one per kind of debt). */
  items: Array<{ id: string; name: string; amountKurus: number }>;
  buyer: {
    id: number;
    fullName: string;
    email: string | null;
    /** E.164. */
    phone: string | null;
    ip: string;
    /** The site's address: the buyer's and the billing address. */
    address: string;
  };
  /** The app's public address ("https://aidat.example.com"), for pages the app serves itself. */
  appBaseUrl: string;
  /** Where the provider posts its callback. */
  callbackUrl: string;
  /** The resident's result page (PayTR's ok and fail URLs). */
  returnUrl: string;
  expiresInMinutes: number;
}

export interface StartedCheckout {
  /** The hosted page the resident is sent to. */
  paymentUrl: string;
  /** The provider's reference for the checkout (iyzico's token, PayTR's iframe token). */
  providerRef: string;
}

/** A checkout as the callback and the expiry job know it. */
export interface KnownCheckout {
  orderId: string;
  providerRef: string | null;
}

/** The provider's word on a checkout. */
export interface PaymentOutcome {
  orderId: string;
  status: 'success' | 'failed';
  /** Kuruş the card was charged, as the provider reports it. */
  paidAmountKurus: number | null;
  /** Kuruş the provider keeps, when its answer says; otherwise the site's rate stands in. */
  commissionKurus: number | null;
  /** Masked card digits when the provider gives them ('**** 1234'); never a card number. */
  cardMasked: string | null;
  /** The answer as received, card data left out, kept on the checkout. */
  raw: Record<string, unknown>;
}

/** A callback refused before anything is written: 'malformed' is 400, 'signature' 403. */
export class PaymentCallbackError extends Error {
  constructor(
    readonly reason: 'malformed' | 'signature',
    detail: string,
  ) {
    super(detail);
    this.name = 'PaymentCallbackError';
  }
}

/** The provider refused a request or could not be reached (its code, or 'timeout', 'network', 'http_502'). */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: string,
    detail?: string,
  ) {
    super(detail ? `payment provider answered ${code}: ${detail}` : `payment provider answered ${code}`);
    this.name = 'PaymentProviderError';
  }
}
