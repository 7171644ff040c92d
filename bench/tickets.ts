// The managers' ticket list and a site's ticket statistics (PRODUCT.md §17) on one site of
// `--tickets` tickets (§23: 20,000, each answer under 300 ms). The site (2,000 units, a manager)
// and its tickets are made set-based next to whatever the database holds, spread over three years
// across every category and status, a share of the working ones past their due day, and deleted at
// the end. The real service functions the routes call run in this process.
//
// Each question is asked `--runs` times after one warm-up; prints p50 and p99 with the target. A
// missed target is a MISS and never fails the run; a count that differs from a plain SQL count of
// the same filter does (exit 1).
//
//   DATABASE_URL=postgres://… node --import tsx bench/tickets.ts [--tickets 20000] [--units 2000] [--runs 20]
import { parseArgs } from 'node:util';
import { istanbulDay, TICKET_CATEGORIES, type TicketListQuery } from '@aidat/shared';
import { openDatabase } from '../apps/server/src/db/client.js';
import type { SessionUser } from '../apps/server/src/lib/sessions.js';
import { siteTicketPage, siteTicketStats } from '../apps/server/src/modules/tickets/tickets.service.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    tickets: { type: 'string', default: '20000' },
    units: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '20' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const ticketCount = Number(values.tickets);
const unitCount = Number(values.units);
const runs = Number(values.runs);
const TARGET_MS = 300;

const database = await openDatabase({ databaseUrl, poolSize: 2 });
const pool = database.pool;
if (!pool) throw new Error('a PostgreSQL database is required');
const db = database.db;
const failures: string[] = [];
let siteId: number | null = null;
let managerId: number | null = null;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const first = await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  const p99 = pct(times, 0.99);
  console.log(
    `${label.padEnd(46)} p50 ${pct(times, 0.5).toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms  ` +
      `(target ${TARGET_MS} ms${p99 > TARGET_MS ? ', MISS' : ''})`,
  );
  return first;
}

try {
  const made = performance.now();
  const { rows: site } = await pool.query<{ id: number }>(
    `insert into sites (name, address, block_count, unit_count, monthly_dues_kurus)
     values ($1, 'Talep Sok. No:1 Kadıköy, İstanbul', 8, $2, 125000) returning id`,
    [`Talep Benchmark Sitesi ${process.pid}`, unitCount],
  );
  siteId = site[0].id;
  const { rows: user } = await pool.query<SessionUser>(
    `insert into users (full_name, phone, role) values ('Talep Yöneticisi', $1, 'Admin')
     returning id, full_name as "fullName", email, phone, role, is_blocked as "isBlocked"`,
    [`+90598${String(process.pid).padStart(7, '0').slice(-7)}`],
  );
  const manager = user[0];
  managerId = manager.id;
  await pool.query('insert into site_admins (site_id, user_id) values ($1, $2)', [siteId, manager.id]);
  await pool.query(
    `insert into units (site_id, block, door_number) select $1, chr(65 + (u - 1) % 8), ((u - 1) / 8 + 1)::text
     from generate_series(1, $2::int) u`,
    [siteId, unitCount],
  );
  // Three years of tickets, the newest working: a ticket's age picks its status, so old ones are
  // closed or rejected and about one in four working ones is past its due day.
  await pool.query(
    `with u as (select array_agg(id order by id) ids from units where site_id = $1),
     made as (
       select g, now() - (g::float / $2 * interval '1095 days') as reported,
              (array[${TICKET_CATEGORIES.map((c) => `'${c}'`).join(',')}])[1 + g % ${TICKET_CATEGORIES.length}] as category
       from generate_series(0, $2::int - 1) g
     )
     insert into tickets (site_id, unit_id, category, title, description, status, reported_at, due_date,
                          resolved_at, opened_by, assignee)
     select $1, case when g % 10 = 0 then null else u.ids[1 + g % array_length(u.ids, 1)] end,
            category, 'Talep ' || g, 'Açıklama ' || g,
            case when g < $2::int / 50 then (array['open','assigned','in_progress'])[1 + g % 3]
                 when g < $2::int * 3 / 100 then 'resolved'
                 when g % 9 = 0 then 'rejected' else 'closed' end,
            reported,
            ((reported at time zone 'Europe/Istanbul')::date + (2 + g % 20)),
            case when g >= $2::int / 50 and g % 9 <> 0 then reported + (1 + g % 15) * interval '1 day' end,
            $3, case when g % 2 = 0 then '{"kind":"vendor","name":"Firma"}'::jsonb end
     from made, u`,
    [siteId, ticketCount, manager.id],
  );
  await pool.query('analyze tickets');
  console.log(
    `made a site of ${unitCount} units and ${ticketCount} tickets in ${((performance.now() - made) / 1000).toFixed(1)} s`,
  );

  const today = istanbulDay(new Date());
  const { rows: units } = await pool.query<{ id: number }>(
    'select unit_id as id from tickets where site_id = $1 and unit_id is not null limit 1',
    [siteId],
  );
  const base = { siteId, page: 1, pageSize: 20 } as TicketListQuery;
  const questions: Array<[string, TicketListQuery, string]> = [
    ['list, newest first, page 1', base, 'true'],
    ['list, page 200', { ...base, page: 200 }, 'true'],
    ['list, status open', { ...base, status: 'open' }, `status = 'open'`],
    [
      'list, status closed, category asansor',
      { ...base, status: 'closed', category: 'asansor' },
      `status = 'closed' and category = 'asansor'`,
    ],
    [
      'list, overdue only',
      { ...base, overdue: 'true' },
      `status in ('open','assigned','in_progress') and due_date < '${today}'::date`,
    ],
    ['list, one unit', { ...base, unitId: units[0].id }, `unit_id = ${units[0].id}`],
  ];
  for (const [label, query, where] of questions) {
    const page = await timed(label, () => siteTicketPage(db, manager, query));
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int n from tickets where site_id = $1 and ${where}`,
      [siteId],
    );
    if (page.totalCount !== rows[0].n) failures.push(`${label}: ${page.totalCount} listed, ${rows[0].n} in the table`);
  }
  const stats = await timed('statistics', () => siteTicketStats(db, manager, siteId!, 'manager'));
  const counted = stats.open + stats.closed + stats.rejected;
  if (counted !== ticketCount) failures.push(`statistics: ${counted} counted, ${ticketCount} made`);
  const { rows: byStatus } = await pool.query<{ status: string; n: number }>(
    'select status, count(*)::int n from tickets where site_id = $1 group by status order by status',
    [siteId],
  );
  console.log(
    `statistics: open ${stats.open}, closed ${stats.closed}, rejected ${stats.rejected}, overdue ${stats.overdue}, ` +
      `${stats.averageResolutionDays} days to resolve on average; made: ${byStatus.map((m) => `${m.status} ${m.n}`).join(', ')}`,
  );
} finally {
  if (siteId !== null) await pool.query('delete from sites where id = $1', [siteId]);
  if (managerId !== null) await pool.query('delete from users where id = $1', [managerId]);
  await database.close();
}
if (failures.length > 0) {
  console.error(`FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
