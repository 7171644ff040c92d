import { addMonths, duesDescription, periodOf, periodStart } from '@aidat/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import { type Db, openDatabase } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { accrueMonths, sitesDueForAccrual } from '../apps/server/src/modules/ledger/ledger-write.repository.js';
const database = await openDatabase({ databaseUrl: process.argv[2], poolSize: 1 });
const client = await database.pool!.connect();
const db = drizzle(client as any, { schema, casing: 'snake_case' }) as unknown as Db;
const next = addMonths(periodOf(new Date()), 1);
const months = [{ period: next, description: duesDescription(next), occurredAt: periodStart(next), endsAt: periodStart(addMonths(next, 1)) }];
const states = await sitesDueForAccrual(db);
const due = states.map((s) => ({ siteId: s.siteId, fromPeriod: next }));
const variants: Record<string, string[]> = {
  baseline: [],
  'no FK triggers': ['set local session_replication_role = replica'],
  'no unit_type_amount idx': ['drop index ledger_unit_type_amount_idx'],
  'no unit_time idx': ['drop index ledger_unit_time_idx'],
  'reverses_uq partial': ['drop index ledger_reverses_uq', 'create unique index ledger_reverses_uq on ledger_transactions (reverses_id) where reverses_id is not null'],
  'no FK + reverses partial': ['set local session_replication_role = replica', 'drop index ledger_reverses_uq', 'create unique index ledger_reverses_uq on ledger_transactions (reverses_id) where reverses_id is not null'],
};
for (let round = 0; round < 2; round++) for (const [name, setup] of Object.entries(variants)) {
  await client.query('begin');
  for (const q of setup) await client.query(q);
  const t = performance.now();
  const n = await accrueMonths(db, due, months);
  console.log(name.padEnd(28), n, ((performance.now() - t) / 1000).toFixed(2), 's');
  await client.query('rollback');
}
client.release(); await database.close();
