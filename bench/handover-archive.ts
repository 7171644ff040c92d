// The site's archive (PRODUCT.md §19, GET /api/siteadmin/sites/{siteId}/archive.zip) of a large site
// (§23: 2,000 units, 3 years of ledger, 5,000 invoice files), streamed by the compiled server on
// PostgreSQL, which keeps the invoices' bytes in its rows: §8 wants the process under 300 MB while it
// is produced. The site is made set-based next to whatever the database holds (every unit charged
// and paid each month with receipt numbers, an expense with one invoice of `--invoice-kb` each) and
// deleted at the end.
//
// Prints the time to the last byte, the archive's size and entries, the server's resident memory
// sampled every 50 ms while it streamed (highest, and at the start) and its peak (VmHWM). A peak over
// 300 MB prints MISS and does not fail the run; a non-2xx answer or an archive without its end does.
// Then hands the site over (POST …/handover): the time to its answer, the time until its archive is
// sealed (after the commit, apart from the request) and /api/auth/me's times meanwhile.
//
//   DATABASE_URL=postgres://… node --import tsx bench/handover-archive.ts [--units 2000] [--months 36]
//     [--invoices 5000] [--invoice-kb 20]
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { hashToken } from '../apps/server/src/lib/sessions.js';
import { setUpSiteBooks } from '../apps/server/src/modules/ledger/books/accounts/site-books.repository.js';
import { freePort, peakRssMb, startServer, stop } from './processes.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    units: { type: 'string', default: '2000' },
    months: { type: 'string', default: '36' },
    invoices: { type: 'string', default: '5000' },
    'invoice-kb': { type: 'string', default: '20' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const unitCount = Number(values.units);
const months = Number(values.months);
const invoiceCount = Number(values.invoices);
// md5 gives 16 bytes: an invoice is that many of them.
const invoiceBlocks = Math.max(1, Math.round((Number(values['invoice-kb']) * 1024) / 16));
const MEMORY_TARGET_MB = 300;

/** Current resident memory of a live process in MB (VmRSS). */
function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * Deletes the site this run made, with its money rows: the app never deletes those and the database
 * refuses it (migration 0021), so the triggers are lifted for this one transaction, whose ALTER TABLE
 * locks keep every other session from seeing them off.
 */
async function deleteSite(pool: pg.Pool, id: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('alter table ledger_transactions disable trigger ledger_transactions_append_only');
    await client.query('alter table expenses disable trigger expenses_append_only');
    await client.query('delete from ledger_transactions where site_id = $1', [id]);
    await client.query('delete from expenses where site_id = $1', [id]);
    await client.query('alter table ledger_transactions enable trigger ledger_transactions_append_only');
    await client.query('alter table expenses enable trigger expenses_append_only');
    // A handover's cash count keeps its accounts from going with the site: the handover goes first.
    await client.query('delete from handovers where site_id = $1', [id]);
    await client.query('delete from sites where id = $1', [id]);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

const database = await openDatabase({ databaseUrl, poolSize: 2 });
const pool = database.pool;
if (!pool) throw new Error('a PostgreSQL database is required');
// A database of its own may be empty: the tables first, as the server makes them at its start.
await runMigrations(database);
let siteId: number | null = null;
let managerId: number | null = null;
const newManagerEmail = `arsiv-devralan-${process.pid}@bench.local`;
let failed = false;

try {
  const setupStarted = performance.now();
  const { rows: site } = await pool.query<{ id: number }>(
    `insert into sites (name, address, block_count, unit_count, monthly_dues_kurus)
     values ($1, 'Arşiv Sok. No:1 Kadıköy, İstanbul', 10, $2, 125000) returning id`,
    [`Arşiv Benchmark Sitesi ${process.pid}`, unitCount],
  );
  siteId = site[0].id;
  const { rows: user } = await pool.query<{ id: number }>(
    `insert into users (full_name, phone, role) values ('Arşiv Yöneticisi', $1, 'Admin') returning id`,
    [`+90596${String(process.pid).padStart(7, '0').slice(-7)}`],
  );
  managerId = user[0].id;
  await pool.query('insert into site_admins (site_id, user_id) values ($1, $2)', [siteId, managerId]);
  const token = randomBytes(32).toString('base64url');
  await pool.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    hashToken(token),
    managerId,
  ]);
  // Books from before the first month; the bank pays every invoice and takes every payment.
  await setUpSiteBooks(database.db, siteId, new Date(Date.now() - (months + 1) * 31 * 86_400_000));
  const { rows: bank } = await pool.query<{ id: number }>(
    `insert into accounts (site_id, name, kind, iban, opening_balance_kurus, opening_date)
     values ($1, 'Arşiv Bankası', 'banka', 'TR870001000912345678905001', 100000000000,
             (now() - ($2::int + 1) * interval '1 month')::date) returning id`,
    [siteId, months],
  );
  await pool.query(
    `insert into units (site_id, block, door_number)
     select $1, chr(65 + (g - 1) % 10), ((g - 1) / 10 + 1)::text from generate_series(1, $2::int) g`,
    [siteId, unitCount],
  );
  // Every unit charged on the 1st of each month and paid on the 10th, with its receipt number.
  await pool.query(
    `with m as (
       select (date_trunc('month', now() at time zone 'Europe/Istanbul') - g * interval '1 month')::date as month
       from generate_series(1, $3::int) g
     ), u as (select id from units where site_id = $1), charges as (
       insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, dues_period)
       select u.id, $1, 'aidat_charge', to_char(m.month, 'YYYY-MM') || ' Aidatı',
              (m.month::timestamp at time zone 'Europe/Istanbul'), 125000, to_char(m.month, 'YYYY-MM')
       from m cross join u returning 1
     )
     insert into ledger_transactions (unit_id, site_id, type, description, occurred_at, amount_kurus, account_id, method,
                                      receipt_year, receipt_no, receipt_code)
     select u.id, $1, 'aidat_payment', 'Aidat ödemesi', ((m.month + 9)::timestamp at time zone 'Europe/Istanbul'), 125000,
            $2, 'havale', extract(year from m.month)::int,
            row_number() over (partition by extract(year from m.month) order by m.month, u.id),
            upper(substr(md5(random()::text), 1, 8))
     from m cross join u`,
    [siteId, bank[0].id, months],
  );
  await pool.query(
    `with e as (
       insert into expenses (site_id, account_id, category_id, occurred_at, amount_kurus, description, invoice_no)
       select $1, $2, (select min(id) from expense_categories where site_id = $1),
              now() - (g % ($4::int * 30)) * interval '1 day', 10000, 'Fatura ' || g, 'F-' || g
       from generate_series(1, $3::int) g
       returning id
     )
     insert into expense_attachments (expense_id, file_name, content_type, size, sha256, data)
     select e.id, 'fatura-' || e.id || '.pdf', 'application/pdf', length(d.data), encode(sha256(d.data), 'hex'), d.data
     from e cross join lateral (select decode(repeat(md5(e.id::text), $5::int), 'hex') as data) d`,
    [siteId, bank[0].id, invoiceCount, months, invoiceBlocks],
  );
  const { rows: count } = await pool.query<{ ledger: number; invoices: number; bytes: string }>(
    `select (select count(*)::int from ledger_transactions where site_id = $1) as ledger,
            (select count(*)::int from expense_attachments f join expenses e on e.id = f.expense_id where e.site_id = $1) as invoices,
            (select coalesce(sum(f.size), 0)::text from expense_attachments f join expenses e on e.id = f.expense_id where e.site_id = $1) as bytes`,
    [siteId],
  );
  await pool.query('analyze ledger_transactions');
  await pool.query('analyze expense_attachments');
  console.log(
    `site: ${unitCount} units, ${count[0].ledger} ledger rows over ${months} months, ${count[0].invoices} invoices ` +
      `(${(Number(count[0].bytes) / 1048576).toFixed(0)} MB), made in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  const port = await freePort();
  const server = await startServer(databaseUrl, port);
  try {
    const pid = server.pid!;
    const rss: number[] = [rssMb(pid)];
    const peakBefore = peakRssMb(pid);
    const sampler = setInterval(() => rss.push(rssMb(pid)), 50);
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/siteadmin/sites/${siteId}/archive.zip`, {
      headers: { cookie: `aidat_session=${token}` },
      signal: AbortSignal.timeout(30 * 60_000),
    });
    if (!res.ok || !res.body) throw new Error(`archive: ${res.status} ${await res.text()}`);
    const hash = createHash('sha256');
    let size = 0;
    let tail = Buffer.alloc(0);
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      size += chunk.length;
      tail = Buffer.concat([tail, Buffer.from(chunk)]).subarray(-22);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peak = peakRssMb(pid);
    // The end of central directory record: its signature and the number of entries.
    const complete = tail.length === 22 && tail.readUInt32LE(0) === 0x06054b50;
    const entries = complete ? tail.readUInt16LE(10) : 0;
    if (!complete) failed = true;
    console.log(
      `archive.zip: ${(size / 1048576).toFixed(1)} MB, ${entries} entries (${invoiceCount} invoices + 9 files), ` +
        `last byte after ${seconds.toFixed(1)} s; sha256 ${hash.digest('hex').slice(0, 16)}…`,
    );
    console.log(
      `server RSS while it streamed: highest ${Math.round(Math.max(...rss))} MB (${Math.round(rss[0])} MB at the start); ` +
        `peak RSS of the process (VmHWM): ${Math.round(peak)} MB (${Math.round(peakBefore)} MB before the archive) ` +
        `(target ${MEMORY_TARGET_MB} MB${peak > MEMORY_TARGET_MB ? ', MISS' : ''})`,
    );

    // The handover itself: answered once it commits; its archive is sealed after, apart from the
    // request, while the site's handovers list (read every 250 ms) keeps answering.
    const cookie = `aidat_session=${token}`;
    const { rows: kasas } = await pool.query<{ id: number }>(
      `select id from accounts where site_id = $1 and kind = 'kasa'`,
      [siteId],
    );
    const posted = performance.now();
    const handover = await fetch(`http://127.0.0.1:${port}/api/siteadmin/sites/${siteId}/handover`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        newManager: { fullName: 'Arşivi Devralan', email: newManagerEmail, password: 'Devir.12345' },
        decisionNo: '2026/1',
        decidedAt: '2026-01-10',
        cashCount: kasas.map((k) => ({ accountId: k.id, countedAmount: 0 })),
      }),
      signal: AbortSignal.timeout(30 * 60_000),
    });
    const answeredMs = performance.now() - posted;
    if (handover.status !== 201) throw new Error(`handover: ${handover.status} ${await handover.text()}`);
    const handoverId = ((await handover.json()) as { data: { id: number } }).data.id;
    const reads: number[] = [];
    let sealed: string | null = null;
    while (sealed === null) {
      const asked = performance.now();
      // The outgoing manager lost the site: the list is read from the database, as the app keeps it.
      const { rows } = await pool.query<{ sha: string | null }>(
        'select archive_sha256 as sha from handovers where id = $1',
        [handoverId],
      );
      const probe = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { cookie } });
      await probe.arrayBuffer();
      reads.push(performance.now() - asked);
      sealed = rows[0].sha;
      if (sealed === null) await new Promise((r) => setTimeout(r, 250));
    }
    reads.sort((a, b) => a - b);
    console.log(
      `handover: answered in ${Math.round(answeredMs)} ms; archive sealed ${((performance.now() - posted) / 1000).toFixed(1)} s ` +
        `after the request (sha256 ${sealed.slice(0, 16)}…); /api/auth/me while it sealed: median ` +
        `${Math.round(reads[Math.floor(reads.length / 2)])} ms, slowest ${Math.round(reads[reads.length - 1])} ms ` +
        `(${reads.length} reads)`,
    );
  } finally {
    await stop(server);
  }
} finally {
  if (siteId !== null) await deleteSite(pool, siteId);
  if (managerId !== null) await pool.query('delete from users where id = $1', [managerId]);
  await pool.query('delete from users where email = $1', [newManagerEmail]);
  await database.close();
}
if (failed) {
  console.error('FAILED: the archive has no end of central directory');
  process.exit(1);
}
