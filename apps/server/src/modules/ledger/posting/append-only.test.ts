import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from '../../../../test/factories/index.js';
import { createTestApp, type TestContext } from '../../../../test/helper.js';
import { accountTransfers, expenseCategories, expenses, ledgerTransactions } from '../../../db/schema/index.js';
import { constraintName, isAppendOnlyViolation, isCheckViolation } from '../../../lib/db-errors.js';
import { setUpSiteBooks } from '../books/accounts/site-books.repository.js';

// Money rows are append-only in the database itself (migration 0021), on PGlite and PostgreSQL
// alike: a DELETE and an UPDATE of a money column are refused whoever sends them, a correction is a
// reversal that carries its reason in a column of its own, and no foreign key deletes money rows
// (the refusal's SQLSTATE differs by version, 23503 or 23001: the key's name is what is checked).

let t: TestContext;
let w: World;
let siteId: number;
let unitId: number;
let admin: string;
let banka: number;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = buildWorld(t);
  siteId = await w.site({ name: 'Değişmez Defter Sitesi' });
  await setUpSiteBooks(t.db, siteId);
  admin = (await w.siteAdmin(siteId)).cookie;
  unitId = await w.unit({ siteId, block: 'A', doorNumber: '1' });
  banka = await w.account({ siteId, name: 'Banka', kind: 'banka', openingBalance: 10_000 });
  const [category] = await t.db
    .select({ id: expenseCategories.id })
    .from(expenseCategories)
    .where(eq(expenseCategories.siteId, siteId))
    .limit(1);
  categoryId = category.id;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.call({ method: 'POST', url, as: admin, payload });

/** The statement's error, or null when it went through. */
const errorOf = (statement: SQL) =>
  t.db.execute(statement).then(
    () => null,
    (err: unknown) => err,
  );

async function expectRefused(statement: SQL): Promise<void> {
  const err = await errorOf(statement);
  expect(err, 'refused').not.toBeNull();
  expect(isAppendOnlyViolation(err)).toBe(true);
}

async function payment(amount = 500): Promise<number> {
  const res = await post(`/api/siteadmin/units/${unitId}/payments`, { kind: 'aidat', amount, date: '2025-06-02' });
  expect(res.statusCode).toBe(201);
  return res.body.data.id;
}

const ledgerRow = async (id: number) =>
  (await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id)))[0];

describe('ledger entries', () => {
  it('refuses a DELETE and an UPDATE of any money column, and leaves the row as it was', async () => {
    const id = await payment();
    const before = await ledgerRow(id);
    for (const change of [
      sql`amount_kurus = amount_kurus + 1`,
      sql`occurred_at = occurred_at - interval '1 day'`,
      sql`description = 'Başka bir ödeme'`,
      sql`method = 'diger'`,
      sql`created_by = null, amount_kurus = 1`,
    ])
      await expectRefused(sql`update ledger_transactions set ${change} where id = ${id}`);
    await expectRefused(sql`delete from ledger_transactions where id = ${id}`);
    expect(await ledgerRow(id)).toEqual(before);
  });

  it('lets what is not money change: who recorded it, and a receipt not yet given, once', async () => {
    const id = await payment();
    await t.db.execute(
      sql`update ledger_transactions set created_by = null, amount_kurus = amount_kurus where id = ${id}`,
    );
    expect((await ledgerRow(id)).createdBy).toBeNull();
    // A payment's receipt stays what it was once given.
    await expectRefused(sql`update ledger_transactions set receipt_no = receipt_no + 1000 where id = ${id}`);
    // A row posted without one (as the demo's bulk load does) gets it afterwards.
    const bare = await w.ledgerRow(
      { unitId, siteId },
      { type: 'aidat_payment', amount: 10, at: '2025-06-03T09:00:00Z', description: 'Toplu yükleme' },
    );
    await t.db.execute(
      sql`update ledger_transactions set receipt_year = 2025, receipt_no = 9001, receipt_code = 'K7M2P9QX' where id = ${bare}`,
    );
    expect((await ledgerRow(bare)).receiptNo).toBe(9001);
    await expectRefused(sql`update ledger_transactions set receipt_code = 'ABCDEFGH' where id = ${bare}`);
  });

  it('corrects by a reversal that keeps its reason in its own column', async () => {
    const id = await payment(250);
    const res = await post(`/api/siteadmin/transactions/${id}/reverse`, { reason: 'Yanlış daire (A-2)' });
    expect(res.statusCode).toBe(201);
    const reversal = await ledgerRow(res.body.data.id);
    expect(reversal).toMatchObject({ reversesId: id, amountKurus: -25_000, reversalReason: 'Yanlış daire (A-2)' });
    expect(reversal.description).toContain('Yanlış daire (A-2)');
    // The reason is the reversal's own: a posted row carries none, and the database says so.
    expect((await ledgerRow(id)).reversalReason).toBeNull();
    const err =
      await errorOf(sql`insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, reversal_reason)
      values (${unitId}, ${siteId}, 'aidat_charge', 'Aidat', now(), 100, 'Neden')`);
    expect(isCheckViolation(err)).toBe(true);
    expect(constraintName(err)).toBe('ledger_reversal_reason_ck');
  });

  it('refuses deleting a unit that has entries, and keeps them', async () => {
    await payment();
    expect(constraintName(await errorOf(sql`delete from units where id = ${unitId}`))).toBe('ledger_unit_site_fk');
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.unitId, unitId));
    expect(n).toBeGreaterThan(0);
  });
});

describe('ek bütçe', () => {
  it('cannot be deleted with its ledger rows: it is undone by reversals, each with the reason', async () => {
    const created = await post('/api/siteadmin/additional-charges', {
      siteId,
      title: 'Çatı Onarımı',
      amountPerUnit: 300,
    });
    expect(created.statusCode).toBe(201);
    const chargeId = created.body.data.id as number;
    const rowsOf = () =>
      t.db
        .select({ amount: ledgerTransactions.amountKurus, reason: ledgerTransactions.reversalReason })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.additionalChargeId, chargeId))
        .orderBy(ledgerTransactions.id);
    expect(await rowsOf()).toEqual([{ amount: 30_000, reason: null }]);

    // Postgres names the key by its first 63 characters.
    expect(constraintName(await errorOf(sql`delete from additional_charges where id = ${chargeId}`))).toMatch(
      /^ledger_transactions_additional_charge_id_additional_charges_id_/,
    );
    expect(await rowsOf()).toHaveLength(1);

    const undone = await post(`/api/siteadmin/additional-charges/${chargeId}/reverse`, {
      reason: 'Karar iptal edildi',
    });
    expect(undone.statusCode).toBe(200);
    expect(await rowsOf()).toEqual([
      { amount: 30_000, reason: null },
      { amount: -30_000, reason: 'Karar iptal edildi' },
    ]);
  });
});

describe('expenses and transfers', () => {
  it('refuses deleting or rewriting an expense; its reversal keeps the reason in its own column', async () => {
    const created = await post('/api/siteadmin/expenses', {
      siteId,
      accountId: banka,
      categoryId,
      date: '2025-06-02',
      amount: 120,
      description: 'Ampul',
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.id as number;
    await expectRefused(sql`update expenses set amount_kurus = 1 where id = ${id}`);
    await expectRefused(sql`update expenses set vendor = 'Başka Firma' where id = ${id}`);
    await expectRefused(sql`delete from expenses where id = ${id}`);
    await t.db.execute(sql`update expenses set created_by = null where id = ${id}`);

    const reversed = await post(`/api/siteadmin/expenses/${id}/reverse`, { reason: 'Mükerrer fatura' });
    expect(reversed.statusCode).toBe(201);
    const [row] = await t.db
      .select({ amount: expenses.amountKurus, reason: expenses.reversalReason })
      .from(expenses)
      .where(and(eq(expenses.reversesId, id), isNotNull(expenses.reversalReason)));
    expect(row).toEqual({ amount: -12_000, reason: 'Mükerrer fatura' });
  });

  it('refuses deleting, truncating or rewriting a transfer', async () => {
    const [kasa] = await t.db
      .execute(sql`select id from accounts where site_id = ${siteId} and kind = 'kasa'`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    const id = await w.transfer({
      siteId,
      fromAccountId: banka,
      toAccountId: kasa.id,
      amount: 50,
      at: '2025-06-02T09:00:00Z',
    });
    await expectRefused(sql`update account_transfers set amount_kurus = 1 where id = ${id}`);
    await expectRefused(
      sql`update account_transfers set to_account_id = from_account_id, from_account_id = to_account_id where id = ${id}`,
    );
    await expectRefused(sql`delete from account_transfers where id = ${id}`);
    await expectRefused(sql`truncate account_transfers`);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountTransfers)
      .where(eq(accountTransfers.id, id));
    expect(n).toBe(1);
    // An account with money rows is not deleted with them (the expense's key or the transfer's).
    expect(constraintName(await errorOf(sql`delete from accounts where id = ${banka}`))).toMatch(
      /^(expenses_account_fk|transfers_from_fk|transfers_to_fk|ledger_account_site_fk)$/,
    );
  });
});
