import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider, type PaymentProvider } from '../lib/payments/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card payment provider PAYMENT_PROVIDER names (lib/payments/); null when card payment is off. */
    payments: PaymentProvider | null;
  }
}

/**
 * One provider for the whole app, made at start: a production start without PAYMENT_PROVIDER
 * says once that card payment is off, and no site can turn it on.
 */
async function paymentsPlugin(app: FastifyInstance) {
  const provider = createPaymentProvider(app.config.payment);
  if (!provider) app.log.warn('PAYMENT_PROVIDER is not set: card payment is off');
  app.decorate('payments', provider);
}

export default fp(paymentsPlugin, { name: 'payments' });
