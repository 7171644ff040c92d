import { CHARGE_TRANSACTION_TYPES } from '@aidat/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { sqlTextList } from '../../../../db/sql-list.js';
import { balanceSum, rowBalance } from '../../posting/public.js';

const CHARGES = sqlTextList(CHARGE_TRANSACTION_TYPES);

/** What a payment's receipt prints (PRODUCT.md §11); amounts in kuruş. */
export interface ReceiptRow {
  siteId: number;
  siteName: string;
  siteAddress: string;
  receiptYear: number;
  receiptNo: number;
  receiptCode: string;
  occurredAt: Date;
  amountKurus: number;
  description: string;
  additionalChargeTitle: string | null;
  block: string;
  doorNumber: string;
  /** The site's payment code: the unit's reference is made from it (PRODUCT.md §14). */
  sitePaymentCode: string;
  payerName: string | null;
  accountName: string | null;
  method: string | null;
  createdByName: string | null;
  reversed: boolean;
  /**
   * The unit's balance (payments − charges, negative: still owed) with every entry up to and
   * including this payment and the late fees posted with it.
   */
  balanceAfterKurus: number;
  /** What the unit was charged (fees aside) from the 1st of the payment's month up to it. */
  monthChargesKurus: number;
  /** The payment's type: a dues payment settles months, an ek bütçe payment its charge. */
  type: string;
  /** The unit's dues months charged up to the payment, what was charged and what paid before it. */
  duesMonths: Array<{ period: string; kurus: number }>;
  duesChargedKurus: number;
  duesPaidBeforeKurus: number;
  /** The late fees posted with the payment (at its instant): what it settled before its months. */
  feesWithPaymentKurus: number;
}

/** The payment's Istanbul day. */
const PAYMENT_DAY = sql.raw(`(l.occurred_at at time zone 'Europe/Istanbul')::date`);

/** One statement: the payment with its site, unit, account and poster, and the unit's balance after it. */
export async function receiptOf(db: DbOrTx, paymentId: number): Promise<ReceiptRow | undefined> {
  const result = await db.execute(sql`
    select l.site_id as "siteId", s.name as "siteName", s.address as "siteAddress", s.payment_code as "sitePaymentCode",
           l.receipt_year as "receiptYear", l.receipt_no as "receiptNo", l.receipt_code as "receiptCode",
           l.occurred_at as "occurredAt", l.amount_kurus as "amountKurus", l.description,
           ac.title as "additionalChargeTitle",
           u.block, u.door_number as "doorNumber",
           -- Who paid (PRODUCT.md §16): dues and an additional charge of the occupant are the
           -- tenant's whose tenancy covers the day, else the resident's; the owners' charge theirs.
           case when l.type = 'aidat_payment' or ac.charged_to = 'occupant'
                then coalesce(
                  (select t.full_name from unit_tenancies t
                    where t.unit_id = l.unit_id and t.since <= ${PAYMENT_DAY}
                      and (t.until is null or t.until >= ${PAYMENT_DAY})
                    order by t.since desc limit 1),
                  u.resident_full_name, ru.full_name)
                else coalesce(
                  (select string_agg(o.full_name, ', ' order by o.share_numerator::numeric / o.share_denominator desc, o.id)
                     from unit_owners o
                    where o.unit_id = l.unit_id and o.since <= ${PAYMENT_DAY}
                      and (o.until is null or o.until >= ${PAYMENT_DAY})),
                  u.resident_full_name, ru.full_name)
           end as "payerName",
           a.name as "accountName", l.method, cu.full_name as "createdByName",
           exists (select 1 from ledger_transactions r where r.reverses_id = l.id) as reversed,
           l.type,
           -- The fees a payment settles are posted right after it, at its instant: they are its.
           (select ${balanceSum(rowBalance('e'))}
              from ledger_transactions e
             where e.unit_id = l.unit_id
               and ((e.occurred_at, e.id) <= (l.occurred_at, l.id)
                    or (e.type = 'gecikme_charge' and e.occurred_at = l.occurred_at))) as "balanceAfterKurus",
           (select coalesce(sum(e.amount_kurus), 0)
              from ledger_transactions e
             where e.unit_id = l.unit_id and e.type in ${CHARGES} and e.type <> 'gecikme_charge'
               and e.occurred_at >= (date_trunc('month', l.occurred_at at time zone 'Europe/Istanbul') at time zone 'Europe/Istanbul')
               and (e.occurred_at, e.id) <= (l.occurred_at, l.id)) as "monthChargesKurus",
           (select coalesce(json_agg(json_build_object('period', m.period, 'kurus', m.kurus) order by m.period), '[]'::json)
              from (select e.dues_period as period, sum(e.amount_kurus) as kurus
                      from ledger_transactions e
                     where e.unit_id = l.unit_id and e.type = 'aidat_charge' and e.dues_period is not null
                       and (e.occurred_at, e.id) <= (l.occurred_at, l.id)
                     group by e.dues_period having sum(e.amount_kurus) > 0) m) as "duesMonths",
           (select coalesce(sum(e.amount_kurus), 0) from ledger_transactions e
             where e.unit_id = l.unit_id and e.type = 'aidat_charge'
               and (e.occurred_at, e.id) <= (l.occurred_at, l.id)) as "duesChargedKurus",
           (select coalesce(sum(e.amount_kurus), 0) from ledger_transactions e
             where e.unit_id = l.unit_id and e.type = 'aidat_payment'
               and (e.occurred_at, e.id) < (l.occurred_at, l.id)) as "duesPaidBeforeKurus",
           (select coalesce(sum(e.amount_kurus), 0) from ledger_transactions e
             where e.unit_id = l.unit_id and e.type = 'gecikme_charge' and e.occurred_at = l.occurred_at)
             as "feesWithPaymentKurus"
      from ledger_transactions l
      join sites s on s.id = l.site_id
      join units u on u.id = l.unit_id
      left join users ru on ru.id = u.resident_user_id
      left join users cu on cu.id = l.created_by
      left join accounts a on a.id = l.account_id
      left join additional_charges ac on ac.id = l.additional_charge_id
     where l.id = ${paymentId} and l.receipt_no is not null`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  if (!row) return undefined;
  return {
    ...(row as unknown as ReceiptRow),
    occurredAt: new Date(row.occurredAt as string | Date),
    siteId: Number(row.siteId),
    amountKurus: Number(row.amountKurus),
    receiptYear: Number(row.receiptYear),
    receiptNo: Number(row.receiptNo),
    balanceAfterKurus: Number(row.balanceAfterKurus),
    monthChargesKurus: Number(row.monthChargesKurus),
    duesMonths: (row.duesMonths as Array<{ period: string; kurus: number | string }>).map((m) => ({
      period: m.period,
      kurus: Number(m.kurus),
    })),
    duesChargedKurus: Number(row.duesChargedKurus),
    duesPaidBeforeKurus: Number(row.duesPaidBeforeKurus),
    feesWithPaymentKurus: Number(row.feesWithPaymentKurus),
    reversed: Boolean(row.reversed),
  };
}

/** What the verification of a receipt compares and confirms. */
export interface ReceiptForVerification {
  siteName: string;
  receiptCode: string;
  occurredAt: Date;
  amountKurus: number;
  reversed: boolean;
}

/** The receipt numbered `year`-`no` at a site (the unique key ledger_receipt_uq), if any. */
export async function receiptByNumber(
  db: DbOrTx,
  siteId: number,
  year: number,
  no: number,
): Promise<ReceiptForVerification | undefined> {
  const result = await db.execute(sql`
    select s.name as "siteName", l.receipt_code as "receiptCode", l.occurred_at as "occurredAt",
           l.amount_kurus as "amountKurus",
           exists (select 1 from ledger_transactions r where r.reverses_id = l.id) as reversed
      from ledger_transactions l
      join sites s on s.id = l.site_id
     where l.site_id = ${siteId} and l.receipt_year = ${year} and l.receipt_no = ${no}`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  if (!row) return undefined;
  return {
    siteName: String(row.siteName),
    receiptCode: String(row.receiptCode),
    occurredAt: new Date(row.occurredAt as string | Date),
    amountKurus: Number(row.amountKurus),
    reversed: Boolean(row.reversed),
  };
}
