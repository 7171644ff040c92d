import { CARD_PAYMENT_TEXTS, formatMoney, kurusToLira } from '@aidat/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardCheckouts } from '../../db/schema/index.js';
import { signedFakeCallback } from '../../lib/payments/index.js';
import { settingsOf } from './card-payments.repository.js';
import { resultPath } from './checkout.service.js';

const T = CARD_PAYMENT_TEXTS.fakePage;
const OrderParam = z.object({ orderId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });
const PageAction = z.object({ action: z.enum(['pay', 'decline']) });

/** The page's HTML: plain markup and a form, no script (the pages' CSP allows none inline). */
function page(body: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${T.title}</title></head><body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">${body}</body></html>`;
}

/**
 * The fake provider's hosted page (PRODUCT.md §20), served only while PAYMENT_PROVIDER is fake
 * (never in production): the order and its amount with 'Öde' and 'Reddet'. Either button makes
 * the fake provider post its signed callback to /api/payments/callback/fake, exactly as a
 * provider's server would, so the whole flow can be tried on npm start.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  if (app.payments?.name !== 'fake') return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const checkoutOf = async (orderId: string) => {
    const [row] = await app.db
      .select({
        id: cardCheckouts.id,
        siteId: cardCheckouts.siteId,
        status: cardCheckouts.status,
        amountKurus: cardCheckouts.amountKurus,
      })
      .from(cardCheckouts)
      .where(eq(cardCheckouts.orderId, orderId))
      .limit(1);
    return row;
  };
  const notFound = (reply: { status(n: number): { type(t: string): { send(b: string): unknown } } }) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(page(`<p>${CARD_PAYMENT_TEXTS.notFound}</p>`));

  app.get('/fake-pay/:orderId', { schema: { params: OrderParam } }, async (request, reply) => {
    const checkout = await checkoutOf(request.params.orderId);
    if (!checkout) return notFound(reply);
    const orderId = request.params.orderId;
    const form =
      checkout.status === 'pending'
        ? `<form method="post" action="/fake-pay/${orderId}"><button type="submit" name="action" value="pay">${T.pay}</button> <button type="submit" name="action" value="decline">${T.decline}</button></form>`
        : `<p>${T.closed}</p><p><a href="${resultPath(checkout.id)}">${T.back}</a></p>`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          `<h1>${T.title}</h1><p>${T.notice}</p><dl><dt>${T.order}</dt><dd>${orderId}</dd><dt>${T.amount}</dt><dd>${formatMoney(kurusToLira(checkout.amountKurus))}</dd></dl>${form}`,
        ),
      );
  });

  app.post('/fake-pay/:orderId', { schema: { params: OrderParam, body: PageAction } }, async (request, reply) => {
    const checkout = await checkoutOf(request.params.orderId);
    if (!checkout) return notFound(reply);
    const paid = request.body.action === 'pay';
    const rateBps = (await settingsOf(app.db, checkout.siteId))?.commissionRateBps ?? 0;
    const body = signedFakeCallback(app.config.payment.fakeSecret, {
      orderId: request.params.orderId,
      status: paid ? 'success' : 'failed',
      paidAmount: paid ? checkout.amountKurus : 0,
      // The fake keeps the site's agreed rate, as a real provider keeps its own.
      commission: paid ? Math.floor((checkout.amountKurus * rateBps + 5_000) / 10_000) : 0,
    });
    const answer = await app.inject({ method: 'POST', url: '/api/payments/callback/fake', payload: body });
    const said =
      answer.statusCode === 200 ? (paid ? T.paid : T.declined) : (answer.json() as { message: string }).message;
    return reply
      .type('text/html; charset=utf-8')
      .send(page(`<h1>${T.title}</h1><p>${said}</p><p><a href="${resultPath(checkout.id)}">${T.back}</a></p>`));
  });
};

export default routes;
