// Fills a PostgreSQL database with a realistic data set, set-based (generate_series), sized by
// flags. Default is CI size; `--sites 10000 --units-per-site 100 --months 24` is the full size
// of PRODUCT.md §8 (1 M units, ~48 M ledger rows).
//
//   DATABASE_URL=postgres://… npx tsx bench/generate.ts [--sites N] [--units-per-site N] [--months N] [--fresh]
//     [--late-fees]   every site charges late fees (5 % a month, due on the 10th) from before its
//                     first month, so the screens' "owed today" reads accrue fees on every debt
import { parseArgs } from 'node:util';
import { addMonths, periodOf } from '@aidat/shared';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { seedBaseline } from '../apps/server/src/db/seed/index.js';

const { values } = parseArgs({
  options: {
    sites: { type: 'string', default: '20' },
    'units-per-site': { type: 'string', default: '50' },
    months: { type: 'string', default: '6' },
    fresh: { type: 'boolean', default: false },
    'late-fees': { type: 'boolean', default: false },
  },
});
const sites = Number(values.sites);
const unitsPerSite = Number(values['units-per-site']);
const months = Number(values.months);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

const started = Date.now();
// "Kasım 2026 Aidatı", as the accrual writes it.
const MONTH_NAME = `(array['Ocak','Şubat','Mart','Nisan','Mayıs','Haziran','Temmuz','Ağustos','Eylül','Ekim','Kasım','Aralık'])[extract(month from p.m)::int] || ' ' || extract(year from p.m)::int`;
const step = async (label: string, fn: () => Promise<unknown>) => {
  const t0 = Date.now();
  await fn();
  console.log(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
};

const client = new pg.Client({ connectionString: url });
await client.connect();
if (values.fresh) {
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
}
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
await runMigrations(database);
await seedBaseline(database.db);
await database.close();

const { rows: existing } = await client.query('select count(*)::int as n from units');
if (existing[0].n > 0) {
  console.log(`database already has ${existing[0].n} units; use --fresh to regenerate`);
  await client.end();
  process.exit(0);
}

console.log(`generating ${sites} sites × ${unitsPerSite} units, ${months} months of dues`);
const totalUnits = sites * unitsPerSite;
// About 1.4 flats per resident: most own one, some own two.
const residents = Math.ceil(totalUnits / 1.4);
const current = periodOf(new Date());
const firstPeriod = addMonths(current, -(months - 1));

// Secondary indexes are dropped during the load and rebuilt after: far faster than keeping them up to date row by row.
const { rows: ledgerIndexes } = await client.query<{ indexname: string; indexdef: string }>(
  `select indexname, indexdef from pg_indexes where tablename = 'ledger_transactions' and indexname <> 'ledger_transactions_pkey'`,
);

await client.query('set synchronous_commit = off');
await client.query(`set maintenance_work_mem = '1GB'`);
await client.query('set max_parallel_maintenance_workers = 2');
// Foreign-key checks are row-level triggers, about a third of the insert time; every row here
// references rows made just before by construction. Needs a superuser: without one, checks stay on.
await client.query('set session_replication_role = replica').catch(() => console.log('  (foreign-key checks stay on)'));

await step('sites', () =>
  client.query(
    `insert into sites (name, address, block_count, unit_count, monthly_dues_kurus)
     select 'Site ' || g, 'Adres ' || g || ', İstanbul', 4, $2::int, 50000 + (g % 50) * 1000
     from generate_series(1, $1::int) g`,
    [sites, unitsPerSite],
  ),
);
// Every site's books open with one default bank account; the payments below go into it.
await step('accounts', () =>
  client.query(
    `insert into accounts (site_id, name, kind, iban, opening_balance_kurus, opening_date, is_default)
     select s.id, 'Banka', 'banka', null, 0, $1::date, true from sites s`,
    [`${firstPeriod}-01`],
  ),
);
await step('residents', () =>
  client.query(
    `insert into users (full_name, phone, role)
     select 'Sakin ' || g, '+905' || lpad(g::text, 9, '0'), 'Resident' from generate_series(1, $1::int) g`,
    [residents],
  ),
);
await step('units', () =>
  client.query(
    `insert into units (site_id, block, door_number, square_meters, room_count, resident_user_id)
     select s.id, chr(65 + (u - 1) % 4), ((u - 1) / 4 + 1)::text, 80 + u % 70, 2 + u % 3,
            -- unit n goes to resident ((n * 5) / 7) + 1: most residents get one unit, every fifth two
            r.min_id + (((s.id - 1) * $1::int + u - 1) * 5 / 7) % $2::int
     from sites s
     cross join generate_series(1, $1::int) u
     cross join (select min(id) as min_id from users where role = 'Resident' and phone like '+905%') r`,
    [unitsPerSite, residents],
  ),
);
// The manager's copy of each resident's name and e-mail (PRODUCT.md §4), as migration 0006 fills it.
await step('unit residents', () =>
  client.query(
    `update units u set resident_full_name = r.full_name, resident_email = r.email
     from users r where r.id = u.resident_user_id`,
  ),
);
for (const index of ledgerIndexes) await client.query(`drop index if exists ${index.indexname}`);
await step('dues charges', () =>
  client.query(
    `insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period)
     select u.id, u.site_id, 'aidat_charge', ${MONTH_NAME} || ' Aidatı', p.m - interval '3 hours', s.monthly_dues_kurus, to_char(p.m, 'YYYY-MM')
     from units u join sites s on s.id = u.site_id
     cross join generate_series($1::date, $2::date, interval '1 month') as p(m)`,
    [`${firstPeriod}-01`, `${current}-01`],
  ),
);
// As every dues charge does: the month each site is charged through, which the accrual reads.
await step('sites charged through', () => client.query('update sites set dues_charged_through = $1', [current]));
await step('dues payments', () =>
  client.query(
    `insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, account_id, method)
     select u.id, u.site_id, 'aidat_payment', ${MONTH_NAME} || ' Aidatı ödemesi', p.m + interval '5 days', s.monthly_dues_kurus, a.id, 'havale'
     from units u join sites s on s.id = u.site_id
     join accounts a on a.site_id = s.id and a.is_default
     cross join generate_series($1::date, $2::date, interval '1 month') as p(m)
     -- about one payment in twelve is missing, so some flats are in debt
     where (u.id + extract(month from p.m)::int) % 12 <> 0 and p.m + interval '5 days' < now()`,
    [`${firstPeriod}-01`, `${current}-01`],
  ),
);
await step('notifications', () =>
  client.query(
    `insert into notifications (site_id, title, message, start_date, end_date, is_active)
     select s.id, 'Duyuru ' || k, 'Site duyurusu ' || k, now() - (k || ' days')::interval, now() + ((10 - k) || ' days')::interval, true
     from sites s cross join generate_series(1, 3) k`,
  ),
);
// One ek bütçe per site two months ago, so the unit detail's additional-charge balances have rows to sum.
await step('additional charges', () =>
  client.query(
    `with charges as (
       insert into additional_charges (site_id, title, amount_per_unit_kurus, charged_at)
       select s.id, 'Çatı Onarımı', 250000, $1::date - interval '3 hours' from sites s
       returning id, site_id, amount_per_unit_kurus, charged_at
     ), charged as (
       insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, additional_charge_id)
       select u.id, u.site_id, 'ekbutce_charge', 'Çatı Onarımı', c.charged_at, c.amount_per_unit_kurus, c.id
       from charges c join units u on u.site_id = c.site_id
     )
     insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, additional_charge_id, account_id, method)
     -- two flats in three have paid it
     select u.id, u.site_id, 'ekbutce_payment', 'Çatı Onarımı ödemesi', c.charged_at + interval '10 days', c.amount_per_unit_kurus, c.id, a.id, 'havale'
     from charges c join units u on u.site_id = c.site_id
     join accounts a on a.site_id = c.site_id and a.is_default
     where u.id % 3 <> 0`,
    [`${addMonths(current, -Math.min(2, months - 1))}-01`],
  ),
);
if (values['late-fees']) {
  await step('late fees on', () =>
    client.query(
      `update sites set due_day = 10, late_fee_enabled = true, late_fee_rate_bps = 500, late_fee_from = $1::date - 1`,
      [`${firstPeriod}-01`],
    ),
  );
}
await step('rebuild ledger indexes', async () => {
  for (const index of ledgerIndexes) await client.query(index.indexdef);
});
await step('vacuum analyze', () => client.query('vacuum analyze'));
const { rows: counts } = await client.query(
  `select (select count(*) from units)::int as units, (select count(*) from ledger_transactions)::bigint as ledger, (select count(*) from users)::int as users`,
);
console.log(
  `done: ${counts[0].units} units, ${counts[0].ledger} ledger rows, ${counts[0].users} users in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await client.end();
