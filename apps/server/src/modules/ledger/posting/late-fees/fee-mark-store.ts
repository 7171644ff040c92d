import { sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../../../../db/client.js';
import type { FeeMark } from './fee-marks.js';
import { markFrom, type StoredMark, storedForm } from './stored-fee-mark.js';

/**
 * The marks of fee-marks.ts kept in the database too (table unit_fee_marks), so that a server that
 * starts, or another instance, finds each unit's settled prefix instead of reading its whole history
 * (about 0.6 s for a 2,000-unit debtor list, bench/README.md). The table is a second place for the
 * same shortcut: a mark read from it is proved against the ledger exactly as one kept in memory, and
 * one of another unit made under the same id (its created_at) is not read at all.
 *
 * Only lists (`feeMarkStore.fromUnits`) look here and keep their marks here: a resident's few units
 * read their whole histories in less time than the look. The lists read in read-only transactions
 * (the debtor list) and write nothing themselves: their new marks are queued here and written after
 * them, in one statement per batch, on the background pool of the database they were read from
 * (each unit's token names it). A mark lost to a failed write costs one whole-history read after a
 * start, never a wrong amount.
 */

/**
 * The database a unit's token was read in (the token's part after the unit's creation): its name,
 * its units table's file (a database restored under the same name has new files) and the random
 * identity it was made with (database_identity: an embedded database made again has another; a copy
 * of a template has its name). Not the server's start: marks stay usable after PostgreSQL restarts,
 * so its sites' lists do not all read whole histories again.
 */
export const DATABASE_IDENTITY = sql`current_database() || ':' || pg_relation_filenode('units') || ':'
  || (select value from database_identity)`;

/** A unit row's created_at in microseconds: with its id, the unit (fee-marks.ts, `token`). */
export const unitCreated = (alias: string) => sql.raw(`(extract(epoch from ${alias}.created_at) * 1000000)::bigint`);

/**
 * From this many units a read is a list's (a debtor or units list, Tahsilat), whose marks are looked
 * for and kept in the database; tests lower it.
 */
export const feeMarkStore = { fromUnits: 50 };

interface Writer {
  db: Db;
  /** Known once asked (lazily: a server may start while its database is away). */
  identity?: string;
}

/** A mark to write, or null to forget the unit's, with the unit's creation it was read under. */
interface Pending {
  created: string;
  mark: FeeMark | null;
}

const writers = new Set<Writer>();
/** By database identity, then unit. */
const pending = new Map<string, Map<number, Pending>>();
let writing: Promise<void> | null = null;

/**
 * Writes the marks read from `database` to its table from now on (the app does so while it runs;
 * benchmarks too). Returns the function that writes what is queued and stops.
 */
export function keepFeeMarksIn(database: Database): () => Promise<void> {
  const writer: Writer = { db: database.backgroundDb };
  writers.add(writer);
  return async () => {
    await flushFeeMarks();
    writers.delete(writer);
  };
}

/** Queues a unit's new mark (or its removal) for the database its token was read in. */
export function storeFeeMark(unitId: number, token: string, mark: FeeMark | null): void {
  if (writers.size === 0) return;
  const cut = token.indexOf(':');
  const identity = token.slice(cut + 1);
  const marks = pending.get(identity) ?? new Map<number, Pending>();
  pending.set(identity, marks);
  marks.set(unitId, { created: token.slice(0, cut), mark });
  startWriting();
}

function startWriting(): void {
  writing ??= writeQueued().finally(() => {
    writing = null;
    // What came in as the writer finished.
    if (pending.size > 0) startWriting();
  });
}

/** Resolves once every queued mark is written. */
export async function flushFeeMarks(): Promise<void> {
  while (writing) await writing;
}

async function writeQueued(): Promise<void> {
  // A read queues its units' marks one by one: they go in one statement.
  await new Promise((resolve) => setImmediate(resolve));
  while (pending.size > 0) {
    const batch = [...pending];
    pending.clear();
    for (const [identity, marks] of batch) {
      const db = await writerFor(identity);
      if (db) await writeMarks(db, marks).catch(() => {});
    }
  }
}

async function writerFor(identity: string): Promise<Db | undefined> {
  for (const writer of writers) {
    writer.identity ??= await identityOf(writer.db).catch(() => undefined);
    if (writer.identity === identity) return writer.db;
  }
  return undefined;
}

async function identityOf(db: Db): Promise<string> {
  const { rows } = (await db.execute(sql`select ${DATABASE_IDENTITY} as identity`)) as unknown as {
    rows: Array<{ identity: string }>;
  };
  return rows[0].identity;
}

async function writeMarks(db: Db, marks: ReadonlyMap<number, Pending>): Promise<void> {
  const rows = JSON.stringify(
    [...marks].map(([unitId, p]) => ({ unit_id: unitId, created: p.created, mark: p.mark && storedForm(p.mark) })),
  );
  // Only for units that are still there, the ones that were read; in unit order, so that two
  // instances writing the same units lock their rows in the same order.
  await db.execute(sql`
    with m as (select * from json_to_recordset(${rows}::json) as m(unit_id int, created bigint, mark json)),
    gone as (delete from unit_fee_marks f using m where f.unit_id = m.unit_id and m.mark is null)
    insert into unit_fee_marks (unit_id, unit_created, mark, updated_at)
    select m.unit_id, m.created, m.mark, now()
    from m join units u on u.id = m.unit_id and ${unitCreated('u')} = m.created
    where m.mark is not null
    order by m.unit_id
    on conflict (unit_id) do update
      set unit_created = excluded.unit_created, mark = excluded.mark, updated_at = excluded.updated_at`);
}

/**
 * The kept marks of the given units, of the units they were read from, and whether the reading
 * transaction has written nothing (marks are read and used only then, fee-marks.ts).
 */
export async function storedFeeMarks(
  db: DbOrTx,
  unitIds: readonly number[],
): Promise<{ clean: boolean; marks: Map<number, FeeMark> }> {
  const { rows } = (await db.execute(sql`
    select pg_current_xact_id_if_assigned() is null as clean, (
      select coalesce(json_agg(json_build_object(
               'unit', f.unit_id, 'mark', f.mark, 'token', f.unit_created || ':' || ${DATABASE_IDENTITY})), '[]')
      from unit_fee_marks f join units u on u.id = f.unit_id and ${unitCreated('u')} = f.unit_created
      where f.unit_id = any(${`{${unitIds.join(',')}}`}::int[])
    ) as marks`)) as unknown as {
    rows: Array<{ clean: boolean; marks: Array<{ unit: number; mark: StoredMark; token: string }> | string }>;
  };
  const [row] = rows;
  const marks = new Map<number, FeeMark>();
  if (!row.clean) return { clean: false, marks };
  const kept = typeof row.marks === 'string' ? (JSON.parse(row.marks) as Exclude<typeof row.marks, string>) : row.marks;
  for (const { unit, mark, token } of kept) marks.set(unit, markFrom(mark, token));
  return { clean: true, marks };
}

/**
 * The first site after `afterId` that charges late fees, has a list's number of units
 * (`feeMarkStore.fromUnits`: smaller sites keep no marks) and not one mark kept of a unit it has
 * now: a site not listed since marks are kept, whose next list would read every unit's whole
 * history (the start-up marking, jobs/mark-fee-history.ts). A site with marks for some units only
 * is normal (a unit that owes nothing has none) and is left out.
 */
export async function nextUnmarkedFeeSite(db: DbOrTx, afterId: number): Promise<number | null> {
  const { rows } = (await db.execute(sql`
    select s.id from sites s
    where s.id > ${afterId} and s.late_fee_enabled and s.late_fee_from is not null
      -- Counted no further than needed.
      and (select count(*) from (select from units u where u.site_id = s.id limit ${feeMarkStore.fromUnits}) n)
        = ${feeMarkStore.fromUnits}
      and not exists (
        select 1 from units u join unit_fee_marks f on f.unit_id = u.id and f.unit_created = ${unitCreated('u')}
        where u.site_id = s.id)
    order by s.id
    limit 1`)) as unknown as { rows: Array<{ id: number }> };
  return rows[0]?.id ?? null;
}

/** Tests and benchmarks: forget the kept marks too, so the next read starts from the whole history. */
export async function forgetStoredFeeMarks(db: DbOrTx): Promise<void> {
  await flushFeeMarks();
  await db.execute(sql`delete from unit_fee_marks`);
}
