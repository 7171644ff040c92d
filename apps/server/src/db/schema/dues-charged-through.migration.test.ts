import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, testDatabaseUrl, withDatabase } from '../../../test/db-template.js';
import { type Database, openDatabase } from '../client.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../migrate.js';

// Migration 0002 on a database that already has charges: sites.dues_charged_through is filled
// from them, and the ledger's keys are swapped without losing a row. The later migrations that
// fill columns from earlier rows (0005, 0006, 0008, 0010, 0012, 0021) and add menu items (0007) are checked on the same database,
// as is 0021's refusal to delete or change posted money rows.

let database: Database;
let dropDatabase: () => Promise<void> = async () => {};
let oldFolder: string;

/** A copy of the migrations folder that stops before 0002: the database as it was. */
async function migrationsBefore0002(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'aidat-migrations-'));
  await fs.cp(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((e) => e.idx < 2);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

const query = async <T>(text: string): Promise<T[]> => {
  if (database.kind === 'postgres') return (await database.pool!.query(text)).rows as T[];
  return (await database.pglite!.query<T>(text)).rows;
};

beforeAll(async () => {
  oldFolder = await migrationsBefore0002();
  if (testDatabaseKind() === 'postgres') {
    const name = `aidat_mig_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(testDatabaseUrl(), name), poolSize: 2 });
    await migratePg(database.db as never, { migrationsFolder: oldFolder });
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: testDatabaseUrl() });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  } else {
    database = await openDatabase({ pglite: new PGlite() });
    await migratePglite(database.db as never, { migrationsFolder: oldFolder });
  }

  // Three sites as 0001 left them: one charged up to different months per unit (and a reversed
  // charge in a later month, which still counts as charged), one with only payments, one empty.
  await database.exec(`
    insert into sites (id, name, address, block_count, unit_count, monthly_dues_kurus) values
      (1, 'Charged', 'A', 1, 2, 50000), (2, 'Paid only', 'B', 1, 1, 50000), (3, 'Empty', 'C', 1, 1, 0);
    insert into users (id, full_name, phone, email, role) values (1, 'Eski Sakin', '+905550001111', 'eski@aidat.local', 'Resident');
    insert into units (id, site_id, block, door_number, resident_user_id) values (1, 1, 'A', '1', 1), (2, 1, 'A', '2', null), (3, 2, 'A', '1', null);
    insert into ledger_transactions (id, unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period, reverses_id) values
      (1, 1, 1, 'aidat_charge', 'Ocak 2026 Aidatı', '2026-01-01', 50000, '2026-01', null),
      (2, 1, 1, 'aidat_charge', 'Şubat 2026 Aidatı', '2026-02-01', 50000, '2026-02', null),
      (3, 2, 1, 'aidat_charge', 'Mart 2026 Aidatı', '2026-03-01', 50000, '2026-03', null),
      (4, 2, 1, 'aidat_charge', 'Mart 2026 Aidatı iptali', '2026-03-02', -50000, null, 3),
      (5, 3, 2, 'aidat_payment', 'Peşin ödeme', '2026-03-01', 50000, null, null),
      (6, 3, 2, 'aidat_payment', 'İptal: Peşin ödeme (Mükerrer (ikinci) kayıt)', '2026-03-03', -50000, null, 5);
    insert into menus (label, path, roles, display_order, is_active, icon) values
      ('Dairelerim', '/', '', 10, true, null), ('Banka', '/accounts', 'Admin', 90, false, null);
    select setval('users_id_seq', 100), setval('sites_id_seq', 100), setval('units_id_seq', 100), setval('ledger_transactions_id_seq', 100);
  `);
  await runMigrations(database);
});

afterAll(async () => {
  await database?.close();
  await dropDatabase();
  await fs.rm(oldFolder, { recursive: true, force: true });
});

describe('migration 0002 (dues charged through, one ledger foreign key)', () => {
  it("fills each site's month from its latest live charge, and leaves sites never charged empty", async () => {
    const rows = await query<{ id: number; through: string | null }>(
      'select id, dues_charged_through as through from sites order by id',
    );
    expect(rows).toEqual([
      { id: 1, through: '2026-03' },
      { id: 2, through: null },
      { id: 3, through: null },
    ]);
  });

  it('keeps every ledger row and replaces the two foreign keys on unit and site by one on both', async () => {
    const [{ n }] = await query<{ n: number }>('select count(*)::int as n from ledger_transactions');
    expect(n).toBe(6);
    const keys = await query<{ name: string; def: string }>(
      `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = 'ledger_transactions'::regclass and contype = 'f' order by conname`,
    );
    expect(keys.map((k) => k.name)).toEqual([
      // Migration 0005: a payment's account is one of its site's.
      'ledger_account_site_fk',
      'ledger_transactions_additional_charge_id_additional_charges_id_',
      'ledger_transactions_created_by_users_id_fk',
      'ledger_unit_site_fk',
    ]);
    // Migration 0021: no longer deleted with the unit.
    expect(keys[3].def).toBe('FOREIGN KEY (unit_id, site_id) REFERENCES units(id, site_id) ON DELETE RESTRICT');
  });

  it('keeps one live charge per unit and month, now keyed month first', async () => {
    const [index] = await query<{ def: string }>(
      `select indexdef as def from pg_indexes where indexname = 'ledger_dues_period_uq'`,
    );
    expect(index.def).toMatch(/UNIQUE INDEX ledger_dues_period_uq .*\(dues_period, unit_id\) WHERE/);
    await expect(
      database.exec(
        `insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period)
         values (1, 1, 'aidat_charge', 'Şubat 2026 Aidatı', '2026-02-01', 50000, '2026-02')`,
      ),
    ).rejects.toThrow(/ledger_dues_period_uq/);
  });

  it("refuses a ledger row whose site is not its unit's site", async () => {
    await expect(
      database.exec(
        `insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period)
         values (3, 1, 'aidat_charge', 'Yanlış site', '2026-03-01', 1000, '2026-09')`,
      ),
    ).rejects.toThrow(/ledger_unit_site_fk/);
  });

  it('migration 0005 opens every earlier site a default Kasa holding its payments, and its expense categories', async () => {
    const accounts = await query<{ site_id: number; name: string; kind: string; is_default: boolean }>(
      'select site_id, name, kind, is_default from accounts order by site_id',
    );
    const siteIds = (await query<{ id: number }>('select id from sites order by id')).map((r) => r.id);
    expect(accounts).toEqual(siteIds.map((id) => ({ site_id: id, name: 'Kasa', kind: 'kasa', is_default: true })));
    const payments = await query<{ site_id: number; account_site: number; method: string }>(
      `select l.site_id, a.site_id as account_site, l.method from ledger_transactions l
       join accounts a on a.id = l.account_id where l.type = 'aidat_payment'`,
    );
    expect(payments.length).toBeGreaterThan(0);
    for (const p of payments)
      expect(p).toEqual({ site_id: p.account_site, account_site: p.account_site, method: 'diger' });
    const [{ unassigned }] = await query<{ unassigned: number }>(
      `select count(*)::int as unassigned from ledger_transactions
       where (type = 'aidat_payment') <> (account_id is not null)`,
    );
    expect(unassigned).toBe(0);
    const categories = await query<{ n: number }>('select count(*)::int as n from expense_categories group by site_id');
    expect(categories).toEqual(siteIds.map(() => ({ n: 11 })));
  });

  it("migration 0006 gives every linked unit its resident's name and e-mail as the manager's copy", async () => {
    const rows = await query<{ id: number; name: string | null; email: string | null }>(
      'select id, resident_full_name as name, resident_email as email from units order by id',
    );
    expect(rows).toEqual([
      { id: 1, name: 'Eski Sakin', email: 'eski@aidat.local' },
      { id: 2, name: null, email: null },
      { id: 3, name: null, email: null },
    ]);
  });

  it("migration 0007 adds the open books' screens to a menu that has items, each path once", async () => {
    const rows = await query<{ label: string; path: string; roles: string }>(
      'select label, path, roles from menus order by display_order, id',
    );
    expect(rows).toEqual([
      { label: 'Dairelerim', path: '/', roles: '' },
      { label: 'Sitemizin Hesapları', path: '/site-books', roles: '' },
      { label: 'Tahsilat', path: '/collections', roles: 'Admin' },
      { label: 'Giderler', path: '/expenses', roles: 'Admin' },
      { label: 'Aylık Rapor', path: '/monthly-report', roles: 'Admin' },
      // Migration 0009.
      { label: 'Borçlu Listesi', path: '/debtors', roles: 'Admin' },
      // Migration 0016.
      { label: 'İşletme Projesi', path: '/budgets', roles: 'Admin' },
      // Migration 0039.
      { label: 'Kartla Ödemeler', path: '/card-checkouts', roles: 'Admin' },
      // The operator's own item for that path stays as they left it.
      { label: 'Banka', path: '/accounts', roles: 'Admin' },
      // Migration 0030.
      { label: 'Talepler', path: '/tickets', roles: 'Admin' },
      // Migration 0038.
      { label: 'Genel Kurul', path: '/meetings', roles: 'Admin' },
      // Migration 0040.
      { label: 'Devir-Teslim', path: '/handover', roles: 'Admin' },
    ]);
  });

  it('migration 0008 numbers the payments made before it, per site and Istanbul year, and starts the counters', async () => {
    const rows = await query<{ id: number; year: number | null; no: number | null }>(
      'select id, receipt_year as year, receipt_no as no from ledger_transactions order by id',
    );
    expect(rows.filter((r) => r.no !== null)).toEqual([{ id: 5, year: 2026, no: 1 }]);
    const counters = await query<{ site_id: number; year: number; last_no: number }>(
      'select site_id, year, last_no from receipt_counters order by site_id',
    );
    expect(counters).toEqual([{ site_id: 2, year: 2026, last_no: 1 }]);
  });

  it('migration 0010 gives each numbered receipt a verification code of Crockford base 32, and no other row one', async () => {
    const rows = await query<{ id: number; code: string | null }>(
      'select id, receipt_code as code from ledger_transactions order by id',
    );
    expect(rows.filter((r) => r.code !== null).map((r) => r.id)).toEqual([5]);
    expect(rows.find((r) => r.id === 5)?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it('migration 0012 makes every earlier site a per-unit dues rule of its amount, with nothing pending', async () => {
    const rows = await query<{ id: number; mode: string; kurus: string; from: string | null; pending: string | null }>(
      `select id, dues_mode as mode, monthly_dues_kurus::text as kurus, dues_from as "from",
              pending_dues_from as pending from sites order by id`,
    );
    expect(rows).toEqual([
      { id: 1, mode: 'perUnit', kurus: '50000', from: null, pending: null },
      { id: 2, mode: 'perUnit', kurus: '50000', from: null, pending: null },
      { id: 3, mode: 'perUnit', kurus: '0', from: null, pending: null },
    ]);
    const shares = await query<{ n: number }>(
      'select count(*)::int as n from units where dues_share_kurus is not null or pending_dues_share_kurus is not null',
    );
    expect(shares[0].n).toBe(0);
  });

  it("migration 0021 reads each earlier reversal's reason out of its description, where it is in the usual form", async () => {
    const rows = await query<{ id: number; reason: string | null }>(
      'select id, reversal_reason as reason from ledger_transactions where reverses_id is not null order by id',
    );
    expect(rows).toEqual([
      { id: 4, reason: null },
      { id: 6, reason: 'Mükerrer (ikinci) kayıt' },
    ]);
    // The reading itself, as reversalDescription wrote them: also after an original it shortened,
    // with '… (' in the original and in the reason.
    const original = `Çatı Onarımı ödemesi: ${'x… (y) '.repeat(80)}`;
    const reason = `Yanlış daire… (${'r'.repeat(150)})`;
    const room = 500 - 'İptal: '.length - ` (${reason})`.length;
    const shortened = `İptal: ${original.slice(0, room - 1)}… (${reason})`;
    const read = async (reversal: string, of: string) => {
      const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
      const [row] = await query<{ reason: string | null }>(
        `select aidat_legacy_reversal_reason(${literal(reversal)}, ${literal(of)}) as reason`,
      );
      return row.reason;
    };
    expect(shortened).toHaveLength(500);
    expect(await read(shortened, original)).toBe(reason);
    expect(await read('İptal: Kasım 2026 Aidatı (elden) (Muafiyet (karar 3))', 'Kasım 2026 Aidatı (elden)')).toBe(
      'Muafiyet (karar 3)',
    );
    expect(await read('Elle düzeltme', 'Kasım 2026 Aidatı')).toBeNull();
  });

  it('migration 0021 refuses deleting or rewriting a posted row, and a site or unit that has entries', async () => {
    await expect(database.exec('delete from ledger_transactions where id = 1')).rejects.toThrow(/append-only/);
    await expect(database.exec('update ledger_transactions set amount_kurus = 1 where id = 1')).rejects.toThrow(
      /append-only/,
    );
    await expect(database.exec('delete from sites where id = 1')).rejects.toThrow(/ledger_unit_site_fk/);
    const [{ n }] = await query<{ n: number }>('select count(*)::int as n from ledger_transactions');
    expect(n).toBe(6);
    // A site without entries still goes, with its units, accounts and categories.
    await database.exec('delete from sites where id = 3');
    const [{ left }] = await query<{ left: number }>(
      'select (select count(*) from accounts where site_id = 3) + (select count(*) from expense_categories where site_id = 3) as left',
    );
    expect(Number(left)).toBe(0);
  });
});
