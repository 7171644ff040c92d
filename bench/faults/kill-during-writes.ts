// A crash in the middle of writes: clients record payments (each with its own description) and
// create ek bütçe charges as fast as they can; the server is SIGKILLed mid-way and started again,
// and the clients carry on. Afterwards, in SQL:
//   - every payment acknowledged with a 2xx is in the ledger exactly once (unanswered ones may
//     be there once or not at all, never twice);
//   - every ek bütçe (acknowledged or not) charged every unit of its site exactly once: no charge
//     without its per-unit rows.
//
//   TEST_DATABASE_URL=postgres://… node --import tsx bench/faults/kill-during-writes.ts [--writers 6] [--chargers 2] [--before 2] [--after 2] [--kills 1]
import pg from 'pg';
import {
  call,
  createFaultDatabase,
  numberFlags,
  sessionCookie,
  siteIdByName,
  sleep,
  startApp,
  userIdByEmail,
  Verdict,
} from './support.js';

const flags = numberFlags({ writers: 6, chargers: 2, before: 2, after: 2, kills: 1 });
const verdict = new Verdict();
const tag = `kill-${process.pid}`;

const db = await createFaultDatabase();
const pool = new pg.Pool({ connectionString: db.url, max: 2 });
let app = await startApp(db.url);
const port = app.port;
try {
  const cookie = await sessionCookie(pool, await userIdByEmail(pool, 'sistem@aidat.local'));
  const siteId = await siteIdByName(pool, 'Güneş Sitesi');
  const { rows: unitRows } = await pool.query<{ id: number }>('select id from units where site_id = $1', [siteId]);
  const unitIds = unitRows.map((u) => u.id);

  const acknowledged = new Set<string>();
  const unanswered = new Set<string>();
  const chargesAcknowledged = new Set<string>();
  let sequence = 0;
  let refused = 0;
  let stopping = false;

  const payer = async () => {
    while (!stopping) {
      const description = `${tag}-p${++sequence}`;
      const unitId = unitIds[sequence % unitIds.length];
      const answer = await call(app.url, 'POST', `/api/siteadmin/units/${unitId}/payments`, cookie, {
        kind: 'aidat',
        amount: 1 + (sequence % 500) / 4,
        description,
      });
      if (answer.status === 201) acknowledged.add(description);
      else if (answer.status === 0) {
        unanswered.add(description);
        refused += 1;
        // The server is down: try again shortly instead of spinning on refused connections.
        await sleep(50);
      } else throw new Error(`payment answered ${answer.status} ${answer.code}`);
    }
  };
  const charger = async () => {
    while (!stopping) {
      const title = `${tag}-c${++sequence}`;
      const answer = await call(app.url, 'POST', '/api/siteadmin/additional-charges', cookie, {
        siteId,
        title,
        amountPerUnit: 5,
      });
      if (answer.status === 201) chargesAcknowledged.add(title);
      else if (answer.status === 0) await sleep(50);
      else throw new Error(`additional charge answered ${answer.status} ${answer.code}`);
    }
  };

  console.log(
    `kill-during-writes: ${flags.writers} payment writers + ${flags.chargers} charge writers, ${flags.kills} SIGKILL(s)`,
  );
  const clients = [...Array.from({ length: flags.writers }, payer), ...Array.from({ length: flags.chargers }, charger)];
  let downtime = 0;
  for (let k = 0; k < flags.kills; k++) {
    await sleep(flags.before * 1000);
    const before = acknowledged.size;
    await app.kill();
    const killedAt = Date.now();
    console.log(`  SIGKILL after ${before} acknowledged payments`);
    await sleep(300);
    app = await startApp(db.url, { port });
    downtime += Date.now() - killedAt;
    console.log(`  restarted in ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
  }
  await sleep(flags.after * 1000);
  stopping = true;
  const outcomes = await Promise.allSettled(clients);
  const crashed = outcomes
    .filter((o) => o.status === 'rejected')
    .map((o) => String((o as PromiseRejectedResult).reason));
  verdict.check(
    crashed.length === 0,
    `no write answered other than 2xx or no answer at all (${crashed.join('; ') || 'none'})`,
  );
  console.log(
    `  ${acknowledged.size} payments acknowledged, ${unanswered.size} unanswered, ${refused} refused while down (${(downtime / 1000).toFixed(1)} s), ${chargesAcknowledged.size} charges acknowledged`,
  );

  const { rows: payments } = await pool.query<{ description: string; n: number }>(
    'select description, count(*)::int as n from ledger_transactions where description like $1 group by description',
    [`${tag}-p%`],
  );
  const count = new Map(payments.map((r) => [r.description, r.n]));
  const lost = [...acknowledged].filter((d) => count.get(d) !== 1);
  verdict.check(
    lost.length === 0,
    `every acknowledged payment is stored exactly once (${lost.length} not: ${lost.slice(0, 3).join(', ')})`,
  );
  const doubled = payments.filter((r) => r.n > 1);
  verdict.check(doubled.length === 0, `no payment is stored twice (${doubled.length})`);
  const strays = payments.filter((r) => !acknowledged.has(r.description) && !unanswered.has(r.description));
  verdict.check(strays.length === 0, `every stored payment was sent by a client (${strays.length} strays)`);

  const { rows: charges } = await pool.query<{ title: string; rows: number; units: number }>(
    `select c.title,
            (select count(*)::int from ledger_transactions l where l.additional_charge_id = c.id and l.type = 'ekbutce_charge') as rows,
            (select count(*)::int from units u where u.site_id = c.site_id) as units
     from additional_charges c where c.title like $1`,
    [`${tag}-c%`],
  );
  const partial = charges.filter((c) => c.rows !== c.units);
  verdict.check(
    partial.length === 0,
    `every stored ek bütçe has exactly one charge per unit (${partial.length} partial of ${charges.length})`,
  );
  const titles = new Set(charges.map((c) => c.title));
  const missingCharges = [...chargesAcknowledged].filter((t) => !titles.has(t));
  verdict.check(
    missingCharges.length === 0,
    `every acknowledged ek bütçe is stored (${missingCharges.length} missing)`,
  );
} finally {
  await app.stop();
  await pool.end();
  await db.drop();
}
verdict.finish('kill-during-writes');
