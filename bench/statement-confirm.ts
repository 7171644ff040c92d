// Uploads and confirms a bank statement of the largest allowed size (PRODUCT.md §2: an accepted
// statement can be confirmed; §8 style figure): 20,000 incoming rows, each a payment of one of a
// site's units by its payment reference, through the same services as the routes, on the database
// DATABASE_URL names (bench/ci.ts makes one). Prints the upload's and the confirm's time and the
// rows written; fails on an error answer or a row count that is off, never on a time.
//
//   DATABASE_URL=postgres://… node --import tsx bench/statement-confirm.ts [--rows 20000] [--units 240]
import { parseArgs } from 'node:util';
import { STATEMENT_ROWS_MAX } from '@aidat/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import type { SessionUser } from '../apps/server/src/lib/sessions.js';
import { setUpSiteBooks } from '../apps/server/src/modules/ledger/books/accounts/site-books.repository.js';
import { confirmStatement } from '../apps/server/src/modules/ledger/imports/statement-imports/statement-confirm.service.js';
import { uploadStatement } from '../apps/server/src/modules/ledger/imports/statement-imports/statement-upload.service.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    rows: { type: 'string', default: String(STATEMENT_ROWS_MAX) },
    units: { type: 'string', default: '240' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const ROWS = Number(values.rows);
const UNITS = Number(values.units);

const database = await openDatabase({ databaseUrl, poolSize: 2 });
const pool = database.pool!;
const code = `BN${String(process.pid % 10_000).padStart(4, '0')}`;
const { rows: site } = await pool.query<{ id: number }>(
  `insert into sites (name, address, block_count, unit_count, monthly_dues_kurus, payment_code)
   values ($1, 'Ekstre Sok. No:1 Kadıköy, İstanbul', 1, $2, 125000, $3) returning id`,
  [`Ekstre Benchmark Sitesi ${process.pid}`, UNITS, code],
);
const siteId = site[0].id;
await setUpSiteBooks(database.db, siteId);
const { rows: user } = await pool.query<SessionUser>(
  `insert into users (full_name, phone, role) values ('Ekstre Yöneticisi', $1, 'Admin')
   returning id, full_name as "fullName", email, phone, role, is_blocked as "isBlocked"`,
  [`+90598${String(process.pid).padStart(7, '0').slice(-7)}`],
);
const manager = user[0];
await pool.query('insert into site_admins (site_id, user_id) values ($1, $2)', [siteId, manager.id]);
await pool.query(
  `insert into units (site_id, block, door_number) select $1, 'A', u::text from generate_series(1, $2::int) u`,
  [siteId, UNITS],
);
const { rows: account } = await pool.query<{ id: number }>(
  `insert into accounts (site_id, name, kind, iban, opening_date)
   values ($1, 'Ziraat', 'banka', 'TR870001000912345678905001', '2026-01-01') returning id`,
  [siteId],
);

// A Ziraat-like export: one payment a row, its reference naming a unit, ten days of October.
const lines = ['Tarih;Açıklama;Alacak;Borç'];
for (let i = 0; i < ROWS; i++) {
  const day = String((i % 10) + 1).padStart(2, '0');
  const kurus = 100_000 + (i % 5000);
  lines.push(
    `${day}.10.2026;FAST ${code}-A${(i % UNITS) + 1} EKIM ${i};${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')};`,
  );
}
const file = Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

const failures: string[] = [];
let started = performance.now();
const uploaded = await uploadStatement(database.db, manager, account[0].id, {}, async () => ({
  fileName: 'ekstre.csv',
  data: file,
}));
const uploadMs = performance.now() - started;
if (uploaded.rows.length !== ROWS) failures.push(`upload read ${uploaded.rows.length} rows, not ${ROWS}`);
const unproposed = uploaded.rows.filter((r) => r.proposedUnitId === null).length;
if (unproposed > 0) failures.push(`${unproposed} rows without a proposed unit`);

started = performance.now();
const confirmed = await confirmStatement(
  database.db,
  manager,
  uploaded.id,
  { rows: uploaded.rows.map((r) => ({ rowId: r.id })) },
  new Date('2026-11-28T12:00:00Z'),
);
const confirmMs = performance.now() - started;
if (confirmed.payments.length !== ROWS)
  failures.push(`confirm posted ${confirmed.payments.length} payments, not ${ROWS}`);
const { rows: written } = await pool.query<{ n: string }>(
  `select count(*) as n from ledger_transactions where site_id = $1 and type = 'aidat_payment' and receipt_no is not null`,
  [siteId],
);
if (Number(written[0].n) !== ROWS) failures.push(`${written[0].n} numbered payments in the ledger, not ${ROWS}`);

console.log(
  `statement of ${ROWS} rows for ${UNITS} units: upload (read, match, store) ${(uploadMs / 1000).toFixed(1)} s, ` +
    `confirm (post ${confirmed.payments.length} payments with receipts and fees) ${(confirmMs / 1000).toFixed(1)} s`,
);
await database.close();
if (failures.length > 0) {
  for (const f of failures) console.error(`FAIL ${f}`);
  process.exit(1);
}
