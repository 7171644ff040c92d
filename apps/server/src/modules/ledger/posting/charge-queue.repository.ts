import {
  CHARGE_TRANSACTION_TYPES,
  PAYMENT_TRANSACTION_TYPES,
  type PayerRole,
  type TransactionType,
} from '@aidat/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { sqlTextList } from '../../../db/sql-list.js';

/** A live charge of a unit (dues, ek bütçe or a late fee) with what is unpaid of it now. */
export interface QueuedCharge {
  id: number;
  type: TransactionType;
  description: string;
  /** Its Istanbul day, "YYYY-MM-DD" (a month's dues: the 1st). */
  day: string;
  /** The day that decides whose it is: its own, or for a late fee its charge's (fees follow their charge). */
  partyDay: string;
  /** Its due day as the late-fee rule computes it ("YYYY-MM-DD"; a late fee: its charge's). */
  due: string;
  amountKurus: number;
  unpaidKurus: number;
  /** Whom it falls to first (PRODUCT.md §16): dues and their fees the occupant, an ek bütçe its chargedTo. */
  payerRole: PayerRole;
  /** A month's dues: its month ("YYYY-MM"); null for anything else (an opening balance too). */
  duesPeriod: string | null;
  /** A late fee's charge. */
  feeForId: number | null;
  additionalChargeId: number | null;
  /** Its place in the unit's queue: the payments' running sum settles it from `queueEnd − amount` to `queueEnd`. */
  queueEnd: number;
}

/** A live payment of a unit and the stretch of the queue it settles, `queueStart` to `queueEnd`. */
export interface QueuedPayment {
  id: number;
  type: TransactionType;
  day: string;
  amountKurus: number;
  queueStart: number;
  queueEnd: number;
}

export interface ChargeQueue {
  charges: QueuedCharge[];
  payments: QueuedPayment[];
}

const CHARGES = sqlTextList(CHARGE_TRANSACTION_TYPES.filter((t) => t !== 'gecikme_charge'));
const PAYMENTS = sqlTextList(PAYMENT_TRANSACTION_TYPES);

interface Row {
  kind: 'charge' | 'payment';
  id: number | string;
  type: TransactionType;
  description: string;
  day: string;
  party_day: string;
  due: string | null;
  dues_period: string | null;
  amount: number | string;
  payer_role: PayerRole;
  fee_for_id: number | string | null;
  additional_charge_id: number | null;
  cum: number | string;
}

/**
 * A unit's live charges in the order its payments settle them, each with what is unpaid, and its
 * live payments with the part of that order each one settled (reversed rows and their reversals
 * left out, as every balance nets them to nothing). The order is the late-fee posting's
 * (late-fees/fee-statements.repository.ts): the opening balance first, then by due day and id,
 * each charge's fees just before it; a fee whose charge was reversed comes last. So the unpaid
 * part shown is the one the fees run on, and the unpaid parts add up to what the unit owes
 * (the ledger's balance, when it is a debt). With `asOf` ("YYYY-MM-DD"), only the rows dated up to
 * the end of that Istanbul day count: the queue as it stood then.
 */
export async function chargeQueue(db: DbOrTx, unitId: number, asOf?: string): Promise<ChargeQueue> {
  /** Dated up to the end of `asOf` (always, without it): a reversal made later still leaves its row live then. */
  const dated = (column: SQL) =>
    asOf === undefined ? sql`true` : sql`${column} < ((${asOf}::date + 1)::timestamp at time zone 'Europe/Istanbul')`;
  const result = await db.execute(sql`
    with site as (
      select s.due_day from units u join sites s on s.id = u.site_id where u.id = ${unitId}
    ),
    live as (
      select l.id, l.type, l.description, l.occurred_at, l.amount_kurus as amount, l.dues_period, l.fee_for_id,
             l.additional_charge_id, (l.occurred_at at time zone 'Europe/Istanbul')::date as day
      from ledger_transactions l
      where l.unit_id = ${unitId} and l.reverses_id is null and ${dated(sql`l.occurred_at`)}
        and not exists (select 1 from ledger_transactions r where r.reverses_id = l.id and ${dated(sql`r.occurred_at`)})
    ),
    charge as (
      select l.*, (l.type = 'aidat_charge' and l.dues_period is null) as opening,
             case when l.dues_period is not null then to_date(l.dues_period, 'YYYY-MM') + (site.due_day - 1)
                  when l.type = 'aidat_charge' then l.day
                  else greatest(date_trunc('month', l.day)::date + (site.due_day - 1), l.day) end as due,
             case when l.type = 'ekbutce_charge' then coalesce(ac.charged_to, 'owner') else 'occupant' end as payer_role
      from live l cross join site
      left join additional_charges ac on ac.id = l.additional_charge_id
      where l.type in ${CHARGES}
    ),
    queue as (
      select c.id, c.type, c.description, c.day, c.day as party_day, c.dues_period, c.amount, c.payer_role, null::bigint as fee_for_id,
             c.additional_charge_id, false as orphan, c.opening, c.due, c.id as charge_id, 1 as ord
      from charge c
      union all
      select f.id, f.type, f.description, f.day, c.day, null, f.amount, c.payer_role, f.fee_for_id,
             f.additional_charge_id, false, c.opening, c.due, c.id, 0
      from live f join charge c on c.id = f.fee_for_id
      where f.type = 'gecikme_charge'
      union all
      -- A fee whose charge was reversed: still owed, after everything else, and its charge's role.
      select f.id, f.type, f.description, f.day, coalesce((fc.occurred_at at time zone 'Europe/Istanbul')::date, f.day),
             null, f.amount,
             case when fc.type = 'ekbutce_charge' then coalesce(ac.charged_to, 'owner') else 'occupant' end,
             f.fee_for_id, f.additional_charge_id, true, false, f.day, f.id, 0
      from live f
      left join ledger_transactions fc on fc.id = f.fee_for_id
      left join additional_charges ac on ac.id = fc.additional_charge_id
      where f.type = 'gecikme_charge' and not exists (select 1 from charge c where c.id = f.fee_for_id)
    )
    select 'charge' as kind, id, type, description, day::text, party_day::text, due::text, dues_period, amount, payer_role, fee_for_id,
           additional_charge_id,
           sum(amount) over (order by orphan, opening desc, due, charge_id, ord, id rows unbounded preceding) as cum
    from queue
    union all
    select 'payment', id, type, description, day::text, day::text, null, null, amount, null, null, null,
           sum(amount) over (order by occurred_at, id rows unbounded preceding)
    from live where type in ${PAYMENTS}
    order by kind, cum`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const payments: QueuedPayment[] = rows
    .filter((r) => r.kind === 'payment')
    .map((r) => ({
      id: Number(r.id),
      type: r.type,
      day: r.day,
      amountKurus: Number(r.amount),
      queueStart: Number(r.cum) - Number(r.amount),
      queueEnd: Number(r.cum),
    }));
  const paidKurus = payments.at(-1)?.queueEnd ?? 0;
  const charges: QueuedCharge[] = rows
    .filter((r) => r.kind === 'charge')
    .map((r) => {
      const amountKurus = Number(r.amount);
      const queueEnd = Number(r.cum);
      return {
        id: Number(r.id),
        type: r.type,
        description: r.description,
        day: r.day,
        partyDay: r.party_day,
        due: r.due ?? r.day,
        duesPeriod: r.dues_period,
        amountKurus,
        unpaidKurus: Math.min(amountKurus, Math.max(0, queueEnd - paidKurus)),
        payerRole: r.payer_role,
        feeForId: r.fee_for_id === null ? null : Number(r.fee_for_id),
        additionalChargeId: r.additional_charge_id,
        queueEnd,
      };
    });
  return { charges, payments };
}

/** The part of a payment that settled these charges, in kuruş (0 when it settled none of them). */
export function settledOf(payment: QueuedPayment, charges: readonly QueuedCharge[]): number {
  let kurus = 0;
  for (const c of charges) {
    const from = Math.max(payment.queueStart, c.queueEnd - c.amountKurus);
    const to = Math.min(payment.queueEnd, c.queueEnd);
    if (to > from) kurus += to - from;
  }
  return kurus;
}
