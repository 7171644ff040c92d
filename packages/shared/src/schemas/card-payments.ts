/** Card payment online (PRODUCT.md §20; answer shapes §25). */
import { z } from 'zod';
import { CARD_CHECKOUT_STATUSES, PAYMENT_PROVIDERS } from '../books/books-constants.js';
import { CARD_PAYMENT_FIELD_LABELS } from '../messages/card-payments.js';
import { hasAtMostTwoDecimals } from '../money.js';
import { CARD_CHECKOUT_MAX_CHARGES } from '../limits.js';
import { labelled } from './accounts.js';
import { blankToUndefined, paged, PageQuery } from './common.js';
import { numberInput } from './number-input.js';

/** A site's card payment settings. */
export const CardPaymentSettingsDto = z.object({
  enabled: z.boolean(),
  /** The provider of this server (PAYMENT_PROVIDER); null when card payment is off on it. */
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** The site's 'Sanal POS' account (kind pos); null until card payment is first turned on. */
  accountId: z.number().int().nullable(),
  /** Percent of a payment the provider keeps, when its answer does not say (two decimals). */
  commissionRatePercent: z.number(),
});
export type CardPaymentSettingsDto = z.infer<typeof CardPaymentSettingsDto>;

/** PUT /api/siteadmin/sites/{siteId}/card-payments. */
export const PutCardPaymentSettingsBody = z.object({
  enabled: z.boolean({ error: labelled(CARD_PAYMENT_FIELD_LABELS.enabled) }),
  commissionRatePercent: z.preprocess(
    blankToUndefined,
    numberInput(
      z
        .number({ error: labelled(CARD_PAYMENT_FIELD_LABELS.commissionRatePercent) })
        .min(0)
        .max(100)
        .refine(hasAtMostTwoDecimals, { error: labelled(CARD_PAYMENT_FIELD_LABELS.commissionRatePercent) }),
    ).optional(),
  ),
});
export type PutCardPaymentSettingsBody = z.input<typeof PutCardPaymentSettingsBody>;
export type PutCardPaymentSettingsInput = z.output<typeof PutCardPaymentSettingsBody>;

/** A ledger row's id (charges are bigserial rows). */
const ledgerId = numberInput(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** POST /api/me/units/{unitId}/card-payments: the charges picked from the unit's account view. */
export const CreateCheckoutBody = z.object({
  chargeIds: z.array(ledgerId).min(1).max(CARD_CHECKOUT_MAX_CHARGES),
});
export type CreateCheckoutBody = z.input<typeof CreateCheckoutBody>;
export type CreateCheckoutInput = z.output<typeof CreateCheckoutBody>;

/** A checkout, as the payer and the site's managers see it. */
export const CheckoutDto = z.object({
  id: z.number().int(),
  /** 1–64 letters and digits (PayTR's merchant_oid). */
  orderId: z.string(),
  /** Lira, exactly what is unpaid of the picked charges with their late fees; no surcharge. */
  amount: z.number(),
  status: z.enum(CARD_CHECKOUT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's hosted page. */
  paymentUrl: z.string(),
  /** ISO instant. */
  expiresAt: z.string(),
  /** The payments posted on success (one per kind), with their receipt numbers. */
  paymentIds: z.array(z.number().int()),
  receiptNos: z.array(z.string()),
});
export type CheckoutDto = z.infer<typeof CheckoutDto>;

/** A checkout in the managers' list ('Kartla Ödemeler'). */
export const ManagerCheckoutDto = CheckoutDto.extend({
  unitId: z.number().int(),
  /** "A-5". */
  unitLabel: z.string(),
  payerName: z.string().nullable(),
  /** ISO instant. */
  createdAt: z.string(),
  /** A callback's amount differed from the checkout's (nothing was posted). */
  flagged: z.boolean(),
  /** Lira, what the provider said was paid; null before a callback. */
  paidAmount: z.number().nullable(),
  /** Lira, the commission booked as an expense; null until succeeded. */
  commission: z.number().nullable(),
  /** Masked card digits, when the provider gave them. */
  cardMasked: z.string().nullable(),
});
export type ManagerCheckoutDto = z.infer<typeof ManagerCheckoutDto>;

export const CheckoutListQuery = PageQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(CARD_CHECKOUT_STATUSES).optional()),
});
export type CheckoutListQuery = z.input<typeof CheckoutListQuery>;
export type CheckoutListInput = z.output<typeof CheckoutListQuery>;

export const CheckoutPage = paged(ManagerCheckoutDto);
export type CheckoutPage = z.infer<typeof CheckoutPage>;

/** Path of the provider callback: which provider posts. */
export const PaymentProviderParam = z.object({ provider: z.string().max(20) });
