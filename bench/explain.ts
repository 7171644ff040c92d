// EXPLAIN (ANALYZE, BUFFERS) of every query a resident's home calls and unit detail run, taken
// from the real service functions (a query logger records the exact SQL and parameters they send),
// so the plans shown are the plans the routes get. Fails when any plan reads ledger_transactions
// with a Seq Scan: balances must come from indexes (PRODUCT.md §8).
//
//   DATABASE_URL=postgres://… node --import tsx bench/explain.ts [--user <resident id>] [--quiet]
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type Db, openDatabase } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { findSessionUser, type SessionUser, sessionUserColumns } from '../apps/server/src/lib/sessions.js';
import { myNotifications, myUnitDebts, myUnitDetail, myUnits } from '../apps/server/src/modules/me/me.service.js';
import { eq } from 'drizzle-orm';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    user: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url or DATABASE_URL is required');

const database = await openDatabase({ databaseUrl, poolSize: 1 });
const pool = database.pool!;
const captured: Array<{ call: string; sql: string; params: unknown[] }> = [];
let call = '';
const db = drizzle(pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (sql, params) => void captured.push({ call, sql, params }) },
}) as unknown as Db;

// A resident with the most units (ties broken at random): the widest balance query there is.
const { rows } = values.user
  ? { rows: [{ id: Number(values.user) }] }
  : await pool.query<{ id: number }>(
      `select resident_user_id as id from units where resident_user_id is not null
       group by resident_user_id order by count(*) desc, random() limit 1`,
    );
const [user] = (await db
  .select(sessionUserColumns)
  .from(schema.users)
  .where(eq(schema.users.id, rows[0].id))) as SessionUser[];
if (!user) throw new Error('no resident with a unit: fill the database with bench/generate.ts first');
captured.length = 0;

const record = async (label: string, fn: () => Promise<unknown>) => {
  call = label;
  await fn();
};
await record('every request: session', () => findSessionUser(db, 'bench-token-that-matches-nothing'));
const caller = { userId: user.id };
await record('/api/me/units', () => myUnits(db, caller));
await record('/api/me/unit-debts', () => myUnitDebts(db, caller));
await record('/api/me/notifications', () => myNotifications(db, caller));
const { data: units } = await myUnits(database.db, caller);
await record(`/api/me/unit-detail/${units[0].unitId}`, () => myUnitDetail(db, caller, units[0].unitId));

console.log(`resident ${user.id} (${units.length} units)`);
const seqScans: string[] = [];
for (const q of captured) {
  const plan = await pool.query(`explain (analyze, buffers) ${q.sql}`, q.params);
  const lines = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
  const ledgerNodes = lines
    .filter((l) => /on ledger_transactions/.test(l))
    .map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
  const time = lines.find((l) => l.startsWith('Execution Time'));
  console.log(`\n== ${q.call}: ${time ?? ''}${ledgerNodes.length ? `\n   ledger: ${ledgerNodes.join('; ')}` : ''}`);
  if (!values.quiet) console.log(`${q.sql}\n${lines.join('\n')}`);
  if (lines.some((l) => /Seq Scan on ledger_transactions/.test(l))) seqScans.push(q.call);
}
await database.close();
if (seqScans.length > 0) {
  console.error(`\nFAILED: Seq Scan on ledger_transactions in ${seqScans.join(', ')}`);
  process.exit(1);
}
console.log(`\nno Seq Scan on ledger_transactions in ${captured.length} queries`);
