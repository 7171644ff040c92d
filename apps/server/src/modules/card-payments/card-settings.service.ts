import {
  AppError,
  CARD_PAYMENT_TEXTS,
  type CardPaymentSettingsDto,
  type PaymentProviderName,
  type PutCardPaymentSettingsInput,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { posAccountOf } from '../ledger/public.js';
import { saveSettings, settingsOf } from './card-payments.repository.js';

/** The site's card payment settings (PRODUCT.md §20), for its managers. */
export async function cardSettings(
  db: DbOrTx,
  user: SessionUser,
  siteId: number,
  provider: PaymentProviderName | null,
): Promise<CardPaymentSettingsDto> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const row = await settingsOf(db, siteId);
  return {
    enabled: row?.enabled ?? false,
    provider,
    accountId: row?.accountId ?? null,
    commissionRatePercent: (row?.commissionRateBps ?? 0) / 100,
  };
}

/**
 * Turns card payment on or off and sets the commission rate that stands in when the provider's
 * answer names none. Turning it on gives the site its 'Sanal POS' account (kind pos) the first time;
 * a server without a provider cannot turn it on (409).
 */
export async function saveCardSettings(
  tx: DbOrTx,
  user: SessionUser,
  siteId: number,
  body: PutCardPaymentSettingsInput,
  provider: PaymentProviderName | null,
): Promise<CardPaymentSettingsDto> {
  await requireAccess(tx, user, { kind: 'site', id: siteId });
  if (body.enabled && provider === null) throw new AppError('Conflict', CARD_PAYMENT_TEXTS.noProvider);
  const row = await settingsOf(tx, siteId);
  const commissionRateBps =
    body.commissionRatePercent === undefined
      ? (row?.commissionRateBps ?? 0)
      : Math.round(body.commissionRatePercent * 100);
  if (row || body.enabled) {
    const accountId = row?.accountId ?? (await posAccountOf(tx, siteId, user.id)).id;
    await saveSettings(tx, { siteId, enabled: body.enabled, accountId, commissionRateBps, updatedBy: user.id });
  }
  return cardSettings(tx, user, siteId, provider);
}
