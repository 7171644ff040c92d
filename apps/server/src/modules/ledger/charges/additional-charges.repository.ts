import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { additionalChargeParts, additionalCharges } from '../../../db/schema/index.js';

export interface AdditionalChargeRow {
  id: number;
  siteId: number;
  title: string;
  amountPerUnitKurus: number | null;
  split: string;
  chargedTo: string;
  totalAmountKurus: number;
  installments: number;
  postedInstallments: number;
  chargedAt: Date;
  createdAt: Date;
  cancelledAt: Date | null;
  cancelReason: string | null;
  decisionMotionId: number | null;
}

const columns = {
  id: additionalCharges.id,
  siteId: additionalCharges.siteId,
  title: additionalCharges.title,
  amountPerUnitKurus: additionalCharges.amountPerUnitKurus,
  split: additionalCharges.split,
  chargedTo: additionalCharges.chargedTo,
  // Rows made before splits have no total: the amount per unit times the units it charged.
  // COALESCE evaluates the count only for those. Qualified by hand: drizzle leaves the columns of a
  // one-table select unqualified, and a bare "id" in the subquery would be the ledger row's.
  totalAmountKurus:
    sql<number>`coalesce(additional_charges.total_amount_kurus, additional_charges.amount_per_unit_kurus * (
    select count(*) from ledger_transactions t
    where t.additional_charge_id = additional_charges.id and t.type = 'ekbutce_charge' and t.reverses_id is null
  ))::bigint`.mapWith(Number),
  installments: additionalCharges.installments,
  postedInstallments: additionalCharges.postedInstallments,
  chargedAt: additionalCharges.chargedAt,
  createdAt: additionalCharges.createdAt,
  cancelledAt: additionalCharges.cancelledAt,
  cancelReason: additionalCharges.cancelReason,
  decisionMotionId: additionalCharges.decisionMotionId,
};

/** A site's additional charges, newest first. */
export async function chargesOfSite(db: DbOrTx, siteId: number): Promise<AdditionalChargeRow[]> {
  return db
    .select(columns)
    .from(additionalCharges)
    .where(eq(additionalCharges.siteId, siteId))
    .orderBy(desc(additionalCharges.chargedAt), desc(additionalCharges.id));
}

export async function chargeById(db: DbOrTx, id: number): Promise<AdditionalChargeRow | undefined> {
  const [row] = await db.select(columns).from(additionalCharges).where(eq(additionalCharges.id, id)).limit(1);
  return row;
}

/** The charge, locked until the transaction ends: instalments, undo and payments queue on it. */
export async function lockCharge(
  db: DbOrTx,
  id: number,
  mode: 'update' | 'share' = 'update',
): Promise<AdditionalChargeRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(additionalCharges)
    .where(eq(additionalCharges.id, id))
    .for(mode === 'update' ? 'update' : 'share', { of: additionalCharges });
  return row;
}

/** Titles of a site's charges (a handful per site). */
export async function chargeTitlesOfSite(db: DbOrTx, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ title: additionalCharges.title })
    .from(additionalCharges)
    .where(eq(additionalCharges.siteId, siteId));
  return rows.map((r) => r.title);
}

export interface NewCharge {
  siteId: number;
  title: string;
  amountPerUnitKurus: number | null;
  split: string;
  chargedTo: string;
  totalAmountKurus: number | null;
  installments: number;
  postedInstallments: number;
  chargedAt: Date;
  createdById: number;
  decisionMotionId?: number | null;
}

export async function insertCharge(db: DbOrTx, values: NewCharge): Promise<AdditionalChargeRow> {
  const { createdById, ...rest } = values;
  const [{ id }] = await db
    .insert(additionalCharges)
    .values({ ...rest, createdBy: createdById })
    .returning({ id: additionalCharges.id });
  return (await chargeById(db, id))!;
}

export async function setChargeTotal(db: DbOrTx, id: number, totalAmountKurus: number): Promise<void> {
  await db.update(additionalCharges).set({ totalAmountKurus }).where(eq(additionalCharges.id, id));
}

export async function setPostedInstallments(db: DbOrTx, id: number, postedInstallments: number): Promise<void> {
  await db.update(additionalCharges).set({ postedInstallments }).where(eq(additionalCharges.id, id));
}

export async function markCancelled(
  db: DbOrTx,
  id: number,
  values: { cancelledAt: Date; cancelledById: number; cancelReason: string },
): Promise<void> {
  await db
    .update(additionalCharges)
    .set({ cancelledAt: values.cancelledAt, cancelledBy: values.cancelledById, cancelReason: values.cancelReason })
    .where(eq(additionalCharges.id, id));
}

/** Serialises charge creation per site so the title check above cannot race. */
export async function lockSiteCharges(db: DbOrTx, siteId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(715011, ${siteId}::int)`);
}

export interface ChargePart {
  unitId: number;
  amountKurus: number;
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters at nine columns a row. */
const CHUNK = 1000;

export async function insertParts(db: DbOrTx, chargeId: number, parts: readonly ChargePart[]): Promise<void> {
  for (let i = 0; i < parts.length; i += CHUNK) {
    await db
      .insert(additionalChargeParts)
      .values(parts.slice(i, i + CHUNK).map((p) => ({ chargeId, unitId: p.unitId, amountKurus: p.amountKurus })));
  }
}

export async function partsOf(db: DbOrTx, chargeId: number): Promise<ChargePart[]> {
  return db
    .select({ unitId: additionalChargeParts.unitId, amountKurus: additionalChargeParts.amountKurus })
    .from(additionalChargeParts)
    .where(eq(additionalChargeParts.chargeId, chargeId));
}

/** Charges with instalments still to post (the partial index additional_charges_pending_idx). */
export async function chargesWithPendingInstallments(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: additionalCharges.id })
    .from(additionalCharges)
    .where(
      and(
        lt(additionalCharges.postedInstallments, additionalCharges.installments),
        isNull(additionalCharges.cancelledAt),
      ),
    );
  return rows.map((r) => r.id);
}

/** The late fees that stand on the ek bütçe's charge rows: undoing it reverses them too. */
export async function liveFeeEntries(
  db: DbOrTx,
  chargeId: number,
): Promise<Array<{ id: number; unitId: number; siteId: number; description: string; amountKurus: number }>> {
  const result = await db.execute(sql`
    select f.id, f.unit_id, f.site_id, f.description, f.amount_kurus from ledger_transactions c
    join ledger_transactions f on f.fee_for_id = c.id and f.type = 'gecikme_charge' and f.reverses_id is null
    where c.additional_charge_id = ${chargeId} and c.type = 'ekbutce_charge' and c.reverses_id is null
      and not exists (select 1 from ledger_transactions r where r.reverses_id = f.id)
    order by f.id`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    id: Number(r.id),
    unitId: Number(r.unit_id),
    siteId: Number(r.site_id),
    description: String(r.description),
    amountKurus: Number(r.amount_kurus),
  }));
}

/** The ek bütçe's payments that stand (neither a reversal nor reversed). */
export async function livePaymentCount(db: DbOrTx, chargeId: number): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from ledger_transactions t
    where t.additional_charge_id = ${chargeId} and t.type = 'ekbutce_payment' and t.reverses_id is null
      and not exists (select 1 from ledger_transactions r where r.reverses_id = t.id)`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/** The ek bütçe's charge rows that stand: what undoing it reverses. */
export async function liveChargeEntries(
  db: DbOrTx,
  chargeId: number,
): Promise<Array<{ id: number; unitId: number; siteId: number; description: string; amountKurus: number }>> {
  const result = await db.execute(sql`
    select t.id, t.unit_id, t.site_id, t.description, t.amount_kurus from ledger_transactions t
    where t.additional_charge_id = ${chargeId} and t.type = 'ekbutce_charge' and t.reverses_id is null
      and not exists (select 1 from ledger_transactions r where r.reverses_id = t.id)
    order by t.id`);
  const rows = (
    result as unknown as {
      rows: Array<{
        id: number | string;
        unit_id: number;
        site_id: number;
        description: string;
        amount_kurus: number | string;
      }>;
    }
  ).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    unitId: Number(r.unit_id),
    siteId: Number(r.site_id),
    description: r.description,
    amountKurus: Number(r.amount_kurus),
  }));
}
