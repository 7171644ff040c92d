import { UNIT_DETAIL_PAGE_SIZE } from '@aidat/shared';
import { type AnyColumn, and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { additionalCharges, ledgerTransactions, units } from '../../../db/schema/index.js';
import { residentOwnsUnit } from '../../../lib/access/access.js';
import { residentRead } from '../../../lib/session-joined.js';
import type { DuesMonth } from './dues-settlement.js';
import { BALANCE_PARTS, balanceOfRow, balanceSum } from './unit-balance.js';

/**
 * Read side of the dues ledger: balances and a unit's entries, all in integer kuruş, through the
 * one balance definition (posting/unit-balance.ts: payments − charges, negative = the unit owes).
 */
const balance = (part?: ReturnType<typeof sql>) => balanceSum(balanceOfRow, part);

const isDues = BALANCE_PARTS.dues();

export interface UnitBalanceRow {
  unitId: number;
  balanceKurus: number;
}

/** A resident's unit with its balance. */
export interface ResidentBalanceRow extends UnitBalanceRow {
  /** The unit's site charges late fees: worth asking what accrued (days under icra carry none). */
  feesOn: boolean;
}

/**
 * Whether a unit accrues late fees (PRODUCT.md §12), as a column of the resident's one statement:
 * only then is a second one run for the fees accrued to today (posting/accrued-fees.ts).
 */
export const unitAccruesFees = sql<boolean>`(exists (
  select 1 from sites s where s.id = ${units.siteId} and s.late_fee_enabled and s.late_fee_from is not null))`;

/**
 * Total balance of every unit the caller lives in, in one grouped query (units without entries
 * give 0): the resident's home runs it on every call, with the session check in the same
 * statement (lib/session-joined.ts).
 */
export const balancesOfResident = residentRead<ResidentBalanceRow>(
  'ledger_balances',
  (db, resident) =>
    db
      .select({ unitId: units.id, balanceKurus: balance().as('balance_kurus'), feesOn: unitAccruesFees.as('fees_on') })
      .from(units)
      .leftJoin(ledgerTransactions, eq(ledgerTransactions.unitId, units.id))
      .where(residentOwnsUnit(resident))
      .groupBy(units.id),
  (row) => [asc(row.unitId)],
);

/** Total balance of the given units of one site, in one grouped query. */
export async function balancesOfUnits(db: DbOrTx, siteId: number, unitIds: number[]): Promise<UnitBalanceRow[]> {
  if (unitIds.length === 0) return [];
  return db
    .select({ unitId: units.id, balanceKurus: balance() })
    .from(units)
    .leftJoin(ledgerTransactions, eq(ledgerTransactions.unitId, units.id))
    .where(and(eq(units.siteId, siteId), inArray(units.id, unitIds)))
    .groupBy(units.id)
    .orderBy(asc(units.id));
}

export interface ChargeBalance {
  id: number;
  title: string;
  balanceKurus: number;
  /** Whom it is asked of first (PRODUCT.md §16). */
  chargedTo: 'owner' | 'occupant';
}

/** A ledger entry as the JSON of unitLedgerColumns gives it (`occurredAt` an ISO-8601 instant with offset). */
export interface LedgerEntryJson {
  id: number;
  type: string;
  description: string;
  occurredAt: string;
  amountKurus: number;
  additionalChargeId: number | null;
  /** A payment's receipt (PRODUCT.md §11); null on charges and reversals. */
  receiptYear: number | null;
  receiptNo: number | null;
  /** A reversal's: the description of the entry it reverses; null on every other entry. */
  correctionOf: string | null;
}

/**
 * A unit's balances, additional charges and entries as columns of a row that has the unit, so
 * that unit detail reads everything in one statement (one round trip). `charges`: every additional
 * charge of the unit's site with the unit's balance on it (its ekbütçe rows only), oldest charge
 * first, 0 when the unit has no rows for it. `entries`: one page (PRODUCT.md §8) of at most
 * UNIT_DETAIL_PAGE_SIZE + 1 entries, newest first (entries at the same instant by id, so the
 * later-posted one comes first), older than the entry `before` when it is given; the extra one
 * only says that there are more. A `before` that is not the unit's entry gives no entries.
 *
 * Without `before` (the first page) the statement has no trace of it, rather than a `$n is null`
 * branch: PostgreSQL plans a prepared statement for its parameters' values until a plan for any
 * value costs about the same, and a null that folds a branch away never lets that happen, so the
 * unit page was planned again on every read (1.5 ms of planning for 1.4 ms of reading at full size).
 */
export function unitLedgerColumns(unitId: AnyColumn, siteId: AnyColumn, before: Placeholder | null = null) {
  const lt = ledgerTransactions;
  const ac = additionalCharges;
  // The page's end: the entry `before` names, when it is the unit's.
  const beforeKey =
    before && sql`(select b.occurred_at, b.id from ${lt} b where b.id = ${before}::bigint and b.unit_id = ${unitId})`;
  const olderThanBefore = beforeKey ? sql`and (${lt.occurredAt}, ${lt.id}) < ${beforeKey}` : sql``;
  const duesKurus = sql<number>`(select ${balance(isDues)} from ${lt} where ${lt.unitId} = ${unitId})`.mapWith(Number);
  return {
    totalKurus: sql<number>`(select ${balance()} from ${lt} where ${lt.unitId} = ${unitId})`.mapWith(Number),
    duesKurus,
    charges: sql<ChargeBalance[]>`(
      select coalesce(json_agg(json_build_object('id', c.id, 'title', c.title, 'balanceKurus', c.balance, 'chargedTo', c.charged_to) order by c.charged_at, c.id), '[]'::json)
      from (
        select ${ac.id} as id, ${ac.title} as title, ${ac.chargedAt} as charged_at, ${ac.chargedTo} as charged_to, ${balance()} as balance
        from ${ac}
        left join ${lt} on ${lt.additionalChargeId} = ${ac.id} and ${lt.unitId} = ${unitId}
          and ${BALANCE_PARTS.additional()}
        where ${ac.siteId} = ${siteId}
        group by ${ac.id}
      ) c
    )`,
    entries: sql<LedgerEntryJson[]>`(
      select coalesce(json_agg(json_build_object(
        'id', p.id, 'type', p.type, 'description', p.description, 'occurredAt', p.occurred_at,
        'amountKurus', p.amount_kurus, 'additionalChargeId', p.additional_charge_id,
        'receiptYear', p.receipt_year, 'receiptNo', p.receipt_no,
        'correctionOf', case when p.reverses_id is not null
          then (select o.description from ${lt} o where o.id = p.reverses_id) end
      ) order by p.occurred_at desc, p.id desc), '[]'::json)
      from (
        select ${lt.id} as id, ${lt.type} as type, ${lt.description} as description, ${lt.occurredAt} as occurred_at,
               ${lt.amountKurus} as amount_kurus, ${lt.additionalChargeId} as additional_charge_id,
               ${lt.receiptYear} as receipt_year, ${lt.receiptNo} as receipt_no, ${lt.reversesId} as reverses_id
        from ${lt}
        where ${lt.unitId} = ${unitId} ${olderThanBefore}
        order by ${lt.occurredAt} desc, ${lt.id} desc
        limit ${sql.raw(String(UNIT_DETAIL_PAGE_SIZE + 1))}
      ) p
    )`,
    /**
     * The balance of the entries newer than the page (0 on the first page): the total minus this
     * is the balance right after the page's newest entry, from which its running balance follows
     * (ledger-running-balance.ts). Only the newer entries are read, none on the first page.
     */
    newerKurus: (beforeKey
      ? sql<number>`(select ${balance()} from ${lt}
      where ${lt.unitId} = ${unitId} and (${lt.occurredAt}, ${lt.id}) >= ${beforeKey})`
      : sql<number>`0::bigint`
    ).mapWith(Number),
    /** What the unit paid towards dues in all (reversals taken off), as the debtor list counts it. */
    duesPaidKurus: sql<number>`(select coalesce(sum(${lt.amountKurus}), 0)::bigint from ${lt}
      where ${lt.unitId} = ${unitId} and ${lt.type} = 'aidat_payment')`.mapWith(Number),
    /**
     * The unit's dues per month (reversed charges taken off), oldest first, as the debtor list
     * reads them; empty while its dues balance is not negative, since its payments then settle
     * every month: most units skip reading their charges' months.
     */
    duesMonths: sql<DuesMonth[]>`case when ${duesKurus} < 0 then (
      select coalesce(json_agg(json_build_object('period', m.period, 'kurus', m.kurus) order by m.period), '[]'::json)
      from (
        select ${lt.duesPeriod} as period, sum(${lt.amountKurus})::bigint as kurus
        from ${lt}
        where ${lt.unitId} = ${unitId} and ${lt.type} = 'aidat_charge' and ${lt.duesPeriod} is not null
        group by ${lt.duesPeriod}
        having sum(${lt.amountKurus}) > 0
      ) m
    ) else '[]'::json end`,
  };
}
