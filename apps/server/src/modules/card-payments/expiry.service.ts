import { AppError, type PaymentProviderName } from '@aidat/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { PaymentOutcome, PaymentProvider } from '../../lib/payments/index.js';
import { applyOutcome } from './callback.service.js';
import { expiredPending, expireCheckout } from './card-payments.repository.js';

/** Checkouts looked at per run. */
const BATCH = 100;

/**
 * Pending checkouts older than their expiry (PRODUCT.md §20) are asked of the provider once: a
 * payment it confirms is posted as its callback would have posted it (an amount that differs
 * flags it), and then every one of them that is still pending is expired. A provider that cannot
 * be reached leaves its checkout for the next run, so no charged card is expired unasked.
 */
export async function expireCheckouts(
  db: Db,
  provider: PaymentProvider | null,
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<{ expired: number; posted: number }> {
  let expired = 0;
  let posted = 0;
  for (const row of await expiredPending(db, now, BATCH)) {
    let outcome: PaymentOutcome | null = null;
    if (provider && provider.name === row.provider) {
      try {
        outcome = await provider.query({ orderId: row.orderId, providerRef: row.providerRef });
      } catch (err) {
        log.warn(
          { err, provider: row.provider, orderId: row.orderId },
          'card checkout could not be asked of its provider',
        );
        continue;
      }
    }
    if (outcome?.status === 'success') {
      try {
        await applyOutcome(db, row.provider as PaymentProviderName, outcome, now);
        posted += 1;
        continue;
      } catch (err) {
        // An amount that differs is flagged for the manager; the checkout then expires.
        if (!(err instanceof AppError && err.code === 'Conflict')) throw err;
      }
    }
    if (await expireCheckout(db, row.orderId, now)) expired += 1;
  }
  return { expired, posted };
}
