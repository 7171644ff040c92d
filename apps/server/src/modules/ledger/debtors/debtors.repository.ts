import {
  ADDITIONAL_TRANSACTION_TYPES,
  CHARGE_TRANSACTION_TYPES,
  DUES_TRANSACTION_TYPES,
  LATE_FEE_TRANSACTION_TYPES,
} from '@aidat/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { sqlTextList } from '../../../db/sql-list.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const effect = sql`case when l.type in ${sqlTextList(CHARGE_TRANSACTION_TYPES)} then l.amount_kurus else -l.amount_kurus end`;

export interface UnitDebtRow {
  unitId: number;
  block: string;
  doorNumber: string;
  residentName: string | null;
  duesKurus: number;
  /** What the unit has paid towards dues, in all (reversals taken off). */
  duesPaidKurus: number;
  /** Its late fees (gecikme_charge, waived ones taken off): what they add to its debt. */
  lateFeeKurus: number;
  /** The oldest dues month its dues payments do not cover, and how many months are (partly) unpaid. */
  oldestUnpaidMonth: string | null;
  monthsOverdue: number;
}

/**
 * Every unit of the site with its dues balance, what it paid towards dues, its late fees, and its
 * oldest unpaid month: what it paid towards dues settles its months oldest first (TBK art. 101),
 * so a month is unpaid when the dues charged up to and including it (a running sum over its
 * months, reversed charges taken off) exceed what was paid, and the first such month is the oldest.
 */
export async function unitDues(db: DbOrTx, siteId: number): Promise<UnitDebtRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sums as (
        select u.id as unit_id, u.block, u.door_number,
               coalesce(u.resident_full_name, ru.full_name) as resident_name,
               coalesce(sum(${effect}) filter (where l.type in ${sqlTextList(DUES_TRANSACTION_TYPES)}), 0) as dues,
               coalesce(sum(l.amount_kurus) filter (where l.type = 'aidat_payment'), 0) as dues_paid,
               coalesce(sum(${effect}) filter (where l.type in ${sqlTextList(LATE_FEE_TRANSACTION_TYPES)}), 0) as late_fees
          from units u
          left join users ru on ru.id = u.resident_user_id
          left join ledger_transactions l on l.unit_id = u.id
         where u.site_id = ${siteId}
         group by u.id, ru.full_name
      ),
      months as (
        select l.unit_id, l.dues_period as period,
               sum(sum(l.amount_kurus)) over (partition by l.unit_id order by l.dues_period rows unbounded preceding) as through
          from ledger_transactions l
         where l.site_id = ${siteId} and l.type = 'aidat_charge' and l.dues_period is not null
         group by l.unit_id, l.dues_period
        having sum(l.amount_kurus) > 0
      ),
      overdue as (
        select m.unit_id, min(m.period) as oldest, count(*)::int as n
          from months m join sums s on s.unit_id = m.unit_id
         where m.through > s.dues_paid
         group by m.unit_id
      )
      select s.unit_id as "unitId", s.block, s.door_number as "doorNumber", s.resident_name as "residentName",
             s.dues as "duesKurus", s.dues_paid as "duesPaidKurus", s.late_fees as "lateFeeKurus",
             o.oldest as "oldestUnpaidMonth", coalesce(o.n, 0) as "monthsOverdue"
        from sums s left join overdue o on o.unit_id = s.unit_id
       order by s.block, s.door_number`),
  );
  return rows.map((r) => ({
    unitId: Number(r.unitId),
    block: String(r.block),
    doorNumber: String(r.doorNumber),
    residentName: (r.residentName as string | null) ?? null,
    duesKurus: Number(r.duesKurus),
    duesPaidKurus: Number(r.duesPaidKurus),
    lateFeeKurus: Number(r.lateFeeKurus),
    oldestUnpaidMonth: (r.oldestUnpaidMonth as string | null) ?? null,
    monthsOverdue: Number(r.monthsOverdue),
  }));
}

/** Each unit's balance per ek bütçe, where it is not zero. */
export async function additionalDebts(db: DbOrTx, siteId: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select l.unit_id as "unitId", ac.id as "additionalChargeId", ac.title, sum(${effect}) as "kurus"
        from ledger_transactions l
        join additional_charges ac on ac.id = l.additional_charge_id
       where l.site_id = ${siteId} and l.type in ${sqlTextList(ADDITIONAL_TRANSACTION_TYPES)}
       group by l.unit_id, ac.id, ac.title
      having sum(${effect}) <> 0
       order by ac.id`),
  );
  return rows.map((r) => ({
    unitId: Number(r.unitId),
    additionalChargeId: Number(r.additionalChargeId),
    title: String(r.title),
    kurus: Number(r.kurus),
  }));
}
