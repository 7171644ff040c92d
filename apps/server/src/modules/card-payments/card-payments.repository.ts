import type { CardCheckoutStatus, PaymentProviderName } from '@aidat/shared';
import { and, asc, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cardCheckouts, cardPaymentSettings, siteAdmins, sites, units, users } from '../../db/schema/index.js';

/** One payment of a checkout: dues, or one ek bütçe; its late fees included. Kuruş. */
export interface CheckoutPart {
  pays: 'aidat' | { additionalChargeId: number };
  amountKurus: number;
  /** What the provider's basket calls it. */
  name: string;
}

export type CheckoutRow = typeof cardCheckouts.$inferSelect;

export async function settingsOf(db: DbOrTx, siteId: number) {
  const [row] = await db.select().from(cardPaymentSettings).where(eq(cardPaymentSettings.siteId, siteId)).limit(1);
  return row;
}

export async function saveSettings(
  db: DbOrTx,
  values: { siteId: number; enabled: boolean; accountId: number; commissionRateBps: number; updatedBy: number },
): Promise<void> {
  await db
    .insert(cardPaymentSettings)
    .values(values)
    .onConflictDoUpdate({
      target: cardPaymentSettings.siteId,
      set: {
        enabled: values.enabled,
        accountId: values.accountId,
        commissionRateBps: values.commissionRateBps,
        updatedBy: values.updatedBy,
        updatedAt: sql`now()`,
      },
    });
}

/** The next checkout id, taken before the provider is asked so its return URL can name it. */
export async function nextCheckoutId(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('card_checkouts', 'id')) as id`);
  return Number((result as unknown as { rows: Array<{ id: number | string }> }).rows[0].id);
}

export async function insertCheckout(db: DbOrTx, values: typeof cardCheckouts.$inferInsert): Promise<CheckoutRow> {
  const [row] = await db.insert(cardCheckouts).values(values).returning();
  return row;
}

/** A checkout of the person who started it; someone else's is none (the same 404 as an unknown one). */
export async function checkoutOfPayer(db: DbOrTx, userId: number, id: number): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.id, id), eq(cardCheckouts.userId, userId)))
    .limit(1);
  return row;
}

/** The checkout a provider's reference (iyzico's token) belongs to. */
export async function checkoutByReference(db: DbOrTx, provider: PaymentProviderName, reference: string) {
  const [row] = await db
    .select({ orderId: cardCheckouts.orderId, providerRef: cardCheckouts.providerRef })
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.providerRef, reference), eq(cardCheckouts.provider, provider)))
    .limit(1);
  return row;
}

/** The checkout of an order, locked until the transaction ends: one callback settles it at a time. */
export async function lockCheckout(db: DbOrTx, orderId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(cardCheckouts).where(eq(cardCheckouts.orderId, orderId)).for('update');
  return row;
}

export async function updateCheckout(
  db: DbOrTx,
  id: number,
  set: Partial<typeof cardCheckouts.$inferInsert>,
): Promise<CheckoutRow> {
  const [row] = await db.update(cardCheckouts).set(set).where(eq(cardCheckouts.id, id)).returning();
  return row;
}

/** Pending checkouts past their expiry, oldest first. */
export async function expiredPending(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({
      orderId: cardCheckouts.orderId,
      providerRef: cardCheckouts.providerRef,
      provider: cardCheckouts.provider,
    })
    .from(cardCheckouts)
    .where(and(eq(cardCheckouts.status, 'pending'), lt(cardCheckouts.expiresAt, now)))
    .orderBy(asc(cardCheckouts.expiresAt))
    .limit(limit);
}

/** A page of a site's checkouts, newest first, with the unit and the payer's name. */
export async function checkoutsOfSite(
  db: DbOrTx,
  siteId: number,
  filter: { status?: CardCheckoutStatus; page: number; pageSize: number },
) {
  const where: SQL = filter.status
    ? and(eq(cardCheckouts.siteId, siteId), eq(cardCheckouts.status, filter.status))!
    : eq(cardCheckouts.siteId, siteId);
  const [rows, [{ total }]] = [
    await db
      .select({
        checkout: cardCheckouts,
        block: units.block,
        doorNumber: units.doorNumber,
        payerName: users.fullName,
      })
      .from(cardCheckouts)
      .innerJoin(units, eq(units.id, cardCheckouts.unitId))
      .leftJoin(users, eq(users.id, cardCheckouts.userId))
      .where(where)
      .orderBy(desc(cardCheckouts.createdAt), desc(cardCheckouts.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    await db.select({ total: count() }).from(cardCheckouts).where(where),
  ];
  return { rows, total: Number(total) };
}

/** What the provider is told of the payer: name and contact, and the site's address. */
export async function payerAndSite(db: DbOrTx, userId: number, siteId: number) {
  const [payer] = await db
    .select({ fullName: users.fullName, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  const [site] = await db.select({ name: sites.name, address: sites.address }).from(sites).where(eq(sites.id, siteId));
  return { payer, site };
}

/** A manager of the site, who records the commission when the payer's account is gone. */
export async function aManagerOf(db: DbOrTx, siteId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: siteAdmins.userId })
    .from(siteAdmins)
    .where(eq(siteAdmins.siteId, siteId))
    .orderBy(asc(siteAdmins.userId))
    .limit(1);
  return row?.userId;
}

/** Expires a checkout still pending; answers whether it was. */
export async function expireCheckout(db: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(cardCheckouts)
    .set({ status: 'expired', settledAt: now })
    .where(and(eq(cardCheckouts.orderId, orderId), eq(cardCheckouts.status, 'pending')))
    .returning({ id: cardCheckouts.id });
  return rows.length > 0;
}
