// A genel kurul of a `--units`-unit site (PRODUCT.md §23: 2,000): the çağrı to every owner queued
// (under 2 s), the attendance of all units recorded in one call with the quorum (under 1 s), a
// motion's votes of all units, and the hazirun and minutes PDFs (under 2 s each). The site, one
// owner with a phone and an e-mail per unit (a tenth of them owning two units) and the meetings are
// made set-based next to whatever the database holds and deleted at the end. The service functions
// the routes call run in this process, each in its own transaction as the route runs it.
//
// Prints p50 and the slowest of `--runs` (after one warm-up, except the çağrı: one meeting per run)
// with the target; a miss is a MISS and never fails the run; a wrong count does (exit 1).
//
//   DATABASE_URL=postgres://… node --import tsx bench/meetings.ts [--units 2000] [--runs 5]
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.js';
import type { SessionUser } from '../apps/server/src/lib/sessions.js';
import { recordAttendance } from '../apps/server/src/modules/meetings/attendance.service.js';
import { callMeeting } from '../apps/server/src/modules/meetings/meeting-call.service.js';
import { hazirunFile, minutesFile } from '../apps/server/src/modules/meetings/meeting-documents.service.js';
import { createMeeting } from '../apps/server/src/modules/meetings/meetings.service.js';
import { createMotion, recordVotes } from '../apps/server/src/modules/meetings/motions.service.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    units: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');
const unitCount = Number(values.units);
const runs = Number(values.runs);

const database = await openDatabase({ databaseUrl, poolSize: 2 });
const pool = database.pool;
if (!pool) throw new Error('a PostgreSQL database is required');
const db = database.db;
const failures: string[] = [];
let siteId: number | null = null;
const userIds: number[] = [];
const tag = String(process.pid).padStart(7, '0').slice(-7);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

function report(label: string, times: number[], targetMs: number) {
  const worst = Math.max(...times);
  console.log(
    `${label.padEnd(44)} p50 ${pct(times, 0.5).toFixed(0).padStart(6)} ms  max ${worst.toFixed(0).padStart(6)} ms  ` +
      `(target ${targetMs} ms${worst > targetMs ? ', MISS' : ''})`,
  );
}

async function timed<T>(label: string, targetMs: number, run: () => Promise<T>): Promise<T> {
  const first = await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  report(label, times, targetMs);
  return first;
}

try {
  const { rows: site } = await pool.query<{ id: number }>(
    `insert into sites (name, address, block_count, unit_count, monthly_dues_kurus)
     values ($1, 'Kurul Sok. No:1 Kadıköy, İstanbul', 8, $2, 125000) returning id`,
    [`Kurul Benchmark Sitesi ${process.pid}`, unitCount],
  );
  siteId = site[0].id;
  const { rows: user } = await pool.query<SessionUser>(
    `insert into users (full_name, phone, role) values ('Kurul Yöneticisi', $1, 'Admin')
     returning id, full_name as "fullName", email, phone, role, is_blocked as "isBlocked"`,
    [`+90597${tag}`],
  );
  const manager = user[0];
  userIds.push(manager.id);
  await pool.query('insert into site_admins (site_id, user_id) values ($1, $2)', [siteId, manager.id]);
  // Arsa payı 1–3 over one denominator, so the whole adds up exactly.
  await pool.query(
    `insert into units (site_id, block, door_number, land_share_numerator, land_share_denominator)
     select $1, chr(65 + (u - 1) % 8), ((u - 1) / 8 + 1)::text, 1 + u % 3,
            (select sum(1 + g % 3) from generate_series(1, $2::int) g)
     from generate_series(1, $2::int) u`,
    [siteId, unitCount],
  );
  // An owner per unit, except that every tenth owner also owns the next unit.
  const owners = Math.ceil((unitCount * 10) / 11);
  const { rows: people } = await pool.query<{ id: number }>(
    `insert into users (full_name, phone, email, role)
     select 'Malik ' || p, '+9059' || lpad(((${Number(tag)} % 1000) * 10000 + p)::text, 8, '0'),
            'malik' || p || '.${tag}@kurul.example', 'Resident'
     from generate_series(1, $1::int) p returning id`,
    [owners],
  );
  userIds.push(...people.map((p) => p.id));
  await pool.query(
    `with u as (select id, row_number() over (order by id) - 1 as i from units where site_id = $1)
     insert into unit_owners (unit_id, user_id, full_name, share_numerator, share_denominator, since)
     select u.id, ($2::int[])[1 + (u.i - u.i / 11) % array_length($2::int[], 1)], 'Malik', 1, 1, '2020-01-01'
     from u`,
    [siteId, people.map((p) => p.id)],
  );
  const { rows: unitRows } = await pool.query<{ id: number }>('select id from units where site_id = $1 order by id', [
    siteId,
  ]);
  const unitIds = unitRows.map((u) => u.id);

  const first = new Date(Date.now() + 30 * 86_400_000);
  const draft = () =>
    db.transaction((tx) =>
      createMeeting(tx, manager, {
        siteId: siteId!,
        kind: 'olagan',
        title: 'Olağan Kat Malikleri Kurulu',
        firstAt: first.toISOString(),
        firstPlace: 'Toplantı salonu',
        secondAt: new Date(first.getTime() + 7 * 86_400_000).toISOString(),
        secondPlace: 'Toplantı salonu',
        agenda: [{ title: 'Açılış' }, { title: 'İşletme projesi' }, { title: 'Yönetici seçimi' }],
      }),
    );
  const settings = { noticeDays: 15, pricePerMessageKurus: 15 };
  const callTimes: number[] = [];
  let meetingId = 0;
  for (let i = 0; i < Math.max(runs, 1); i++) {
    const meeting = await draft();
    const t0 = performance.now();
    const called = await db.transaction((tx) => callMeeting(tx, manager, meeting.id, settings));
    callTimes.push(performance.now() - t0);
    meetingId = meeting.id;
    if (called.smsQueued !== owners || called.emailQueued !== owners)
      failures.push(`çağrı: ${called.smsQueued} SMS and ${called.emailQueued} e-mails queued for ${owners} owners`);
  }
  report(`çağrı queued to ${owners} owners (SMS + e-mail)`, callTimes, 2000);

  // Four in five units present, one in ten of those by proxy (each proxy for one owner).
  const entries = unitIds.map((unitId, i) => ({
    unitId,
    present: i % 5 !== 0,
    proxyName: i % 5 !== 0 && i % 10 === 1 ? `Vekil ${i}` : undefined,
  }));
  const hazirun = await timed(`attendance of ${unitCount} units + quorum`, 1000, () =>
    db.transaction((tx) => recordAttendance(tx, manager, meetingId, { session: 'first', entries })),
  );
  const present = entries.filter((e) => e.present).length;
  if (hazirun.entries.filter((e) => e.present).length !== present || !hazirun.quorumMet)
    failures.push(
      `hazirun: ${hazirun.entries.filter((e) => e.present).length} present of ${present}, quorum ${hazirun.quorumMet}`,
    );
  console.log(
    `hazirun: ${hazirun.presentOwners} of ${hazirun.totalOwners} owners, arsa payı ${hazirun.presentLandShare}, quorum ${hazirun.quorumMet}`,
  );

  const motion = await db.transaction((tx) =>
    createMotion(tx, manager, meetingId, {
      session: 'first',
      title: 'İşletme projesinin onayı',
      threshold: 'majority',
    }),
  );
  const unitOwner = new Map<number, number>();
  const { rows: ownership } = await pool.query<{ unitId: number; userId: number }>(
    `select unit_id as "unitId", user_id as "userId" from unit_owners o join units u on u.id = o.unit_id where u.site_id = $1`,
    [siteId],
  );
  for (const o of ownership) unitOwner.set(o.unitId, o.userId);
  // One way per owner: an owner's vote follows their id.
  const votes = entries
    .filter((e) => e.present)
    .map((e) => ({ unitId: e.unitId, vote: (unitOwner.get(e.unitId)! % 4 === 0 ? 'no' : 'yes') as 'yes' | 'no' }));
  const result = await timed(`votes of ${votes.length} units`, 1000, () =>
    db.transaction((tx) => recordVotes(tx, manager, motion.id, { votes })),
  );
  console.log(`motion: yes ${result.result?.yes}, no ${result.result?.no}, passed ${result.result?.passed}`);

  const hazirunPdf = await timed('hazirun.pdf', 2000, () => hazirunFile(db, manager, meetingId, 'first'));
  const minutesPdf = await timed('minutes.pdf', 2000, () => minutesFile(db, manager, meetingId));
  console.log(`hazirun.pdf ${hazirunPdf.data.length} bytes, minutes.pdf ${minutesPdf.data.length} bytes`);
  if (!hazirunPdf.data.subarray(0, 5).equals(Buffer.from('%PDF-'))) failures.push('hazirun.pdf is not a PDF');
} finally {
  if (siteId !== null) {
    await pool.query('delete from sms_campaigns where site_id = $1', [siteId]);
    await pool.query('delete from sites where id = $1', [siteId]);
  }
  if (userIds.length > 0) await pool.query('delete from users where id = any($1::int[])', [userIds]);
  await database.close();
}
if (failures.length > 0) {
  console.error(`FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
