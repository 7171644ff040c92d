import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { siteUnitIds } from '../../../../db/site-unit-ids.js';
import {
  BALANCE_PARTS,
  balanceSum,
  type DuesMonth,
  type OpenDuesMonth,
  openDuesMonthsFromOwed,
  rowBalance,
} from '../../posting/public.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Balances here are the ledger's one (posting/unit-balance.ts): payments − charges, negative = owed. */
const rowOfL = rowBalance('l');

export interface UnitDebtRow {
  unitId: number;
  block: string;
  doorNumber: string;
  residentName: string | null;
  /** The linked resident's phone (E.164), to call from the list. */
  residentPhone: string | null;
  /** Its balance on dues (negative: owed). */
  duesBalanceKurus: number;
  /** What the unit has paid towards dues, in all (reversals taken off). */
  duesPaidKurus: number;
  /** Its balance on late fees (gecikme_charge, waived ones taken off): never positive. */
  lateFeeBalanceKurus: number;
  /** The current tenant (PRODUCT.md §16): name, phone and first day; null without one. */
  tenant: { name: string; phone: string; since: string } | null;
  /** The current owners' names, the largest share first. */
  ownerNames: string[];
  /** The open icra period's first day (PRODUCT.md §21); null when not under icra. */
  enforcementStartedAt: string | null;
}

/** Every unit of the site with its dues balance, what it paid towards dues and its late-fee balance. */
export async function unitDues(db: DbOrTx, siteId: number): Promise<UnitDebtRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select u.id as "unitId", u.block, u.door_number as "doorNumber",
             coalesce(u.resident_full_name, ru.full_name) as "residentName",
             ru.phone as "residentPhone",
             d."duesBalanceKurus", d."duesPaidKurus", d."lateFeeBalanceKurus",
             -- Whom to ask (PRODUCT.md §16): one indexed probe each per unit.
             (select json_build_object('name', t.full_name, 'phone', tu.phone, 'since', t.since::text)
                from unit_tenancies t join users tu on tu.id = t.user_id
               where t.unit_id = u.id and t.ended_at is null) as tenant,
             (select coalesce(json_agg(o.full_name order by o.share_numerator::numeric / o.share_denominator desc, o.id), '[]'::json)
                from unit_owners o where o.unit_id = u.id and o.until is null) as "ownerNames",
             (select e.started_on::text from unit_enforcements e
               where e.unit_id = u.id and e.ended_on is null) as "enforcementStartedAt"
        from units u
        left join users ru on ru.id = u.resident_user_id
        -- Each unit's sums from its own rows (ledger_unit_type_amount_idx holds what they read): no
        -- sort of the site's whole ledger to group it.
        cross join lateral (
          select ${balanceSum(rowOfL, BALANCE_PARTS.dues('l'))} as "duesBalanceKurus",
                 coalesce(sum(l.amount_kurus) filter (where l.type = 'aidat_payment'), 0) as "duesPaidKurus",
                 ${balanceSum(rowOfL, BALANCE_PARTS.lateFees('l'))} as "lateFeeBalanceKurus"
            from ledger_transactions l
           where l.unit_id = u.id
        ) d
       where u.site_id = ${siteId}
       order by u.block, u.door_number`),
  );
  return rows.map((r) => ({
    unitId: Number(r.unitId),
    block: String(r.block),
    doorNumber: String(r.doorNumber),
    residentName: (r.residentName as string | null) ?? null,
    residentPhone: (r.residentPhone as string | null) ?? null,
    duesBalanceKurus: Number(r.duesBalanceKurus),
    duesPaidKurus: Number(r.duesPaidKurus),
    lateFeeBalanceKurus: Number(r.lateFeeBalanceKurus),
    tenant: (r.tenant as UnitDebtRow['tenant']) ?? null,
    ownerNames: (r.ownerNames as string[]) ?? [],
    enforcementStartedAt: (r.enforcementStartedAt as string | null) ?? null,
  }));
}

/** The newest months read for every unit that owes dues; one owing more than they hold is read in full. */
const RECENT_MONTHS = 3;

/**
 * The open dues months (posting/dues-settlement.ts) of every unit that owes dues, oldest first. What
 * a unit owes is its newest dues, so only its newest months are read: the last RECENT_MONTHS months
 * charged, each probed by month and unit (ledger_dues_period_uq), cover what most units owe; the few
 * owing more (months behind, an opening balance) have all their months read.
 */
export async function openDuesMonthsOf(db: DbOrTx, dues: readonly UnitDebtRow[]) {
  const owing = new Map(dues.filter((u) => u.duesBalanceKurus < 0).map((u) => [u.unitId, -u.duesBalanceKurus]));
  const open = new Map<number, OpenDuesMonth[]>();
  if (owing.size === 0) return open;
  const recent = await duesMonthsNewestFirst(db, [...owing.keys()], RECENT_MONTHS);
  const further: number[] = [];
  for (const [unitId, owed] of owing) {
    const months = recent.get(unitId) ?? [];
    if (months.reduce((sum, m) => sum + m.kurus, 0) >= owed) open.set(unitId, openDuesMonthsFromOwed(months, owed));
    else further.push(unitId);
  }
  if (further.length > 0) {
    const all = await duesMonthsNewestFirst(db, further, null);
    for (const unitId of further)
      open.set(unitId, openDuesMonthsFromOwed(all.get(unitId) ?? [], owing.get(unitId) ?? 0));
  }
  return open;
}

/** The units' live dues charges by month, newest first: the last `recent` months charged anywhere, or all (null). */
async function duesMonthsNewestFirst(db: DbOrTx, unitIds: readonly number[], recent: number | null) {
  const ids = `{${unitIds.join(',')}}`;
  const live = sql`l.type = 'aidat_charge' and l.reverses_id is null
    and not exists (select 1 from ledger_transactions r where r.reverses_id = l.id)`;
  const result =
    recent === null
      ? await db.execute(sql`
          select l.unit_id, l.dues_period as period, l.amount_kurus as kurus
            from ledger_transactions l
           where l.unit_id = any(${ids}::int[]) and l.dues_period is not null and ${live}
           order by l.unit_id, l.dues_period desc`)
      : await db.execute(sql`
          with latest as (
            -- The newest month charged anywhere: one step down ledger_dues_period_uq.
            select to_date(max(dues_period), 'YYYY-MM') as month from ledger_transactions
             where type = 'aidat_charge' and reverses_id is null
          ),
          recent as (
            select array(
              select to_char(m, 'YYYY-MM')
                from latest cross join generate_series(latest.month - ${`${recent - 1} months`}::interval, latest.month, interval '1 month') m
            ) as periods
          )
          -- One scan of ledger_dues_period_uq for every (month, unit) pair: probed pair by pair in
          -- a nested loop, each with its own reversal check, it took 40–60 ms for 2,000 units, 8–13 ms so.
          select l.unit_id, l.dues_period as period, l.amount_kurus as kurus
            from recent, ledger_transactions l
           where l.dues_period = any(recent.periods) and l.unit_id = any(${ids}::int[]) and ${live}
           order by l.unit_id, l.dues_period desc`);
  const months = new Map<number, DuesMonth[]>();
  for (const r of rowsOf<{ unit_id: number | string; period: string; kurus: number | string }>(result)) {
    const unitId = Number(r.unit_id);
    const list = months.get(unitId);
    const month = { period: r.period, kurus: Number(r.kurus) };
    if (list) list.push(month);
    else months.set(unitId, [month]);
  }
  return months;
}

/** Each unit's balance per ek bütçe (negative: owed), where it is not zero. */
export async function additionalDebts(db: DbOrTx, siteId: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select l.unit_id as "unitId", ac.id as "additionalChargeId", ac.title, ac.charged_to as "chargedTo",
             ${balanceSum(rowOfL)} as "balanceKurus"
        from ledger_transactions l
        join additional_charges ac on ac.id = l.additional_charge_id
       where l.unit_id = any(${siteUnitIds(siteId)}) and ${BALANCE_PARTS.additional('l')}
       group by l.unit_id, ac.id, ac.title, ac.charged_to
      having ${balanceSum(rowOfL)} <> 0
       order by ac.id`),
  );
  return rows.map((r) => ({
    unitId: Number(r.unitId),
    additionalChargeId: Number(r.additionalChargeId),
    title: String(r.title),
    chargedTo: r.chargedTo as 'owner' | 'occupant',
    balanceKurus: Number(r.balanceKurus),
  }));
}

/** The site's due day (1–28): a month's dues are overdue after it (PRODUCT.md §12). */
export async function dueDayOf(db: DbOrTx, siteId: number): Promise<number> {
  const [row] = rowsOf<{ due_day: number | string }>(
    await db.execute(sql`select due_day from sites where id = ${siteId}`),
  );
  return Number(row?.due_day ?? 1);
}

/** The site's name, for a download's title. */
export async function siteNameOf(db: DbOrTx, siteId: number): Promise<string> {
  const [row] = rowsOf<{ name: string }>(await db.execute(sql`select name from sites where id = ${siteId}`));
  return row?.name ?? '';
}
