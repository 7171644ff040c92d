import { randomBytes } from 'node:crypto';
import {
  AppError,
  CARD_PAYMENT_TEXTS,
  type CheckoutDto,
  type CheckoutListInput,
  type CheckoutPage,
  type CreateCheckoutInput,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import { type PaymentProvider, PaymentProviderError } from '../../lib/payments/index.js';
import type { SessionUser } from '../../lib/sessions.js';
import { payableCharges } from '../parties/public.js';
import {
  checkoutOfPayer,
  checkoutsOfSite,
  insertCheckout,
  nextCheckoutId,
  payerAndSite,
  settingsOf,
} from './card-payments.repository.js';
import { checkoutDto, managerCheckoutDto } from './checkout-dto.js';
import { pickCheckout } from './checkout-pick.js';

/** Where a checkout is started from: the provider, the checkout's life and the app's public address. */
export interface CheckoutContext {
  provider: PaymentProvider | null;
  expiryMinutes: number;
  /** "https://aidat.example.com": PUBLIC_BASE_URL, or the request's origin. */
  appBaseUrl: string;
  /** The payer's address, which the providers ask for. */
  ip: string;
  now?: Date;
}

/** An order id PayTR's merchant_oid takes (1–64 letters and digits), unique by its time and random part. */
export function newOrderId(now: Date): string {
  return `AID${now.getTime().toString(36)}${randomBytes(8).toString('hex')}`.toUpperCase();
}

/** The resident's result page of a checkout (the web's /card-payments/{id}). */
export const resultPath = (id: number) => `/card-payments/${id}`;

/**
 * A resident starts paying chosen charges of a unit by card (PRODUCT.md §20): the charges their
 * account view shows them, picked oldest first within each kind, their late fees included; the
 * amount is exactly what is unpaid of them. The provider opens its hosted page; the checkout waits
 * for its callback until CardCheckoutExpiryMinutes have passed.
 */
export async function startCheckout(
  db: DbOrTx,
  user: SessionUser,
  unitId: number,
  body: CreateCheckoutInput,
  ctx: CheckoutContext,
): Promise<CheckoutDto> {
  const now = ctx.now ?? new Date();
  const payable = await payableCharges(db, user, unitId, now);
  const settings = await settingsOf(db, payable.siteId);
  if (!ctx.provider || !settings?.enabled) throw new AppError('Conflict', CARD_PAYMENT_TEXTS.off);
  const pick = pickCheckout(payable.charges, payable.accruedByCharge, body.chargeIds);
  const id = await nextCheckoutId(db);
  const orderId = newOrderId(now);
  const { payer, site } = await payerAndSite(db, user.id, payable.siteId);
  let started: { paymentUrl: string; providerRef: string };
  try {
    started = await ctx.provider.start({
      orderId,
      amountKurus: pick.amountKurus,
      items: pick.parts.map((p, i) => ({ id: `${orderId}-${i + 1}`, name: p.name, amountKurus: p.amountKurus })),
      buyer: {
        id: user.id,
        fullName: payer.fullName,
        email: payer.email,
        phone: payer.phone,
        ip: ctx.ip,
        address: site.address,
      },
      appBaseUrl: ctx.appBaseUrl,
      callbackUrl: `${ctx.appBaseUrl}/api/payments/callback/${ctx.provider.name}`,
      returnUrl: `${ctx.appBaseUrl}${resultPath(id)}`,
      expiresInMinutes: ctx.expiryMinutes,
    });
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw new AppError('ServiceUnavailable', CARD_PAYMENT_TEXTS.providerUnavailable);
    throw err;
  }
  const row = await insertCheckout(db, {
    id,
    orderId,
    siteId: payable.siteId,
    unitId,
    userId: user.id,
    provider: ctx.provider.name,
    amountKurus: pick.amountKurus,
    chargeIds: pick.chargeIds,
    parts: pick.parts,
    accountId: settings.accountId,
    paymentUrl: started.paymentUrl,
    providerRef: started.providerRef,
    expiresAt: new Date(now.getTime() + ctx.expiryMinutes * 60_000),
  });
  return checkoutDto(row);
}

/** A checkout of the person who started it; anyone else's is the same 404 as an unknown one (KVKK). */
export async function myCheckout(db: DbOrTx, user: SessionUser, id: number): Promise<CheckoutDto> {
  const row = await checkoutOfPayer(db, user.id, id);
  if (!row) throw new AppError('NotFound', CARD_PAYMENT_TEXTS.notFound);
  return checkoutDto(row);
}

/** The site's checkouts for its managers ('Kartla Ödemeler'), newest first, flagged ones marked. */
export async function siteCheckouts(
  db: DbOrTx,
  user: SessionUser,
  siteId: number,
  query: CheckoutListInput,
): Promise<CheckoutPage> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const { rows, total } = await checkoutsOfSite(db, siteId, query);
  return {
    data: rows.map((r) => managerCheckoutDto(r.checkout, r, r.payerName)),
    page: query.page,
    pageSize: query.pageSize,
    totalCount: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
