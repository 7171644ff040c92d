import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded databases a test worker has finished with, kept to be reset rather than loaded
 * again. Loading the template into a new engine costs about 1.5–2 s of CPU (a 43 MB data
 * directory, then PostgreSQL's own start); putting the template's rows back into an engine that
 * is already running costs a few tens of milliseconds. A file gets the same database either way:
 * every table holds exactly the template's rows and every sequence stands where it stood.
 *
 * An engine is loaded afresh instead when anything but rows changed: its schema (tables, columns,
 * constraints, indexes, triggers and their enabled state, functions) no longer matches the
 * template's, it was closed, or putting the rows back failed (say, a transaction left open).
 */

/** What an engine recorded of the template right after it was loaded. */
interface Snapshot {
  /** TRUNCATE, INSERT … SELECT from the saved copies, setval: one script. */
  resetScript: string;
  schemaPrint: string;
}

const snapshots = new WeakMap<PGlite, Snapshot>();
const idle: PGlite[] = [];
/** Two engines cover a file that opens a second database beside its app's; more would only hold memory. */
const MAX_IDLE = 2;

// The tables and sequences whose contents a test may change: the application's. The migrations'
// own bookkeeping (schema drizzle) is part of the schema and is only read.
const OWN_SCHEMA = `n.nspname = 'public'`;

/** One text that changes whenever the schema does; rows do not enter it. */
const SCHEMA_PRINT = `
  select md5(string_agg(item, '|' order by item)) as print from (
    select 'c:' || c.relname || ':' || c.relkind::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${OWN_SCHEMA}
    union all
    select 'a:' || c.relname || ':' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull
        || ':' || a.attidentity::text || ':' || a.attgenerated::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ${OWN_SCHEMA} and a.attnum > 0 and not a.attisdropped
    union all
    select 'k:' || conrelid::regclass::text || ':' || conname || ':' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'i:' || indexrelid::regclass::text || ':' || pg_get_indexdef(indexrelid)
      from pg_index where indrelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${OWN_SCHEMA})
    union all
    select 't:' || tgrelid::regclass::text || ':' || tgname || ':' || tgenabled::text || ':' || pg_get_triggerdef(oid)
      from pg_trigger where not tgisinternal
    union all
    select 'f:' || p.proname || ':' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${OWN_SCHEMA}
  ) items`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Saves a copy of every table of a freshly loaded engine in temporary tables (they live as long
 * as the engine's one session and are invisible to the application's queries), and the state of
 * every sequence.
 */
export async function rememberTemplate(pglite: PGlite): Promise<void> {
  const tables = await pglite.query<{ oid: number; name: string; columns: string; always: boolean }>(`
    select c.oid::int as oid, quote_ident(c.relname) as name,
           string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns,
           bool_or(a.attidentity = 'a') as always
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where ${OWN_SCHEMA} and c.relkind in ('r', 'p')
     group by c.oid, c.relname order by c.relname`);
  const sequences = await pglite.query<{ name: string }>(`
    select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where ${OWN_SCHEMA} and c.relkind = 'S'`);
  const setvals: string[] = [];
  for (const s of sequences.rows) {
    const { rows } = await pglite.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from public.${s.name}`,
    );
    setvals.push(
      `select setval('public.${s.name.replaceAll("'", "''")}', ${rows[0].last_value}, ${rows[0].is_called});`,
    );
  }
  const copies: string[] = [];
  const inserts: string[] = [];
  for (const t of tables.rows) {
    const copy = quote(`aidat_template_${t.oid}`);
    copies.push(`create temporary table ${copy} as select ${t.columns} from public.${t.name};`);
    inserts.push(
      `insert into public.${t.name} (${t.columns}) ${t.always ? 'overriding system value ' : ''}select ${t.columns} from pg_temp.${copy};`,
    );
  }
  await pglite.exec(copies.join('\n'));
  const resetScript = [
    // Without the triggers: the append-only guards refuse TRUNCATE, and the rows going back are
    // the template's own, which already passed every check once.
    'set session_replication_role = replica;',
    tables.rows.length ? `truncate ${tables.rows.map((t) => `public.${t.name}`).join(', ')};` : '',
    ...inserts,
    ...setvals,
    // What a file may have left in the session.
    'reset all;',
    'deallocate all;',
    'select pg_advisory_unlock_all();',
    'unlisten *;',
  ].join('\n');
  const print = await pglite.query<{ print: string }>(SCHEMA_PRINT);
  snapshots.set(pglite, { resetScript, schemaPrint: print.rows[0].print });
}

/** An engine a file finished with: kept for the next file unless it was closed. */
export function giveBack(pglite: PGlite): void {
  if (!pglite.closed && snapshots.has(pglite) && idle.length < MAX_IDLE) idle.push(pglite);
  else void pglite.close().catch(() => {});
}

/** An engine holding the template again, or undefined when none is kept or none could be reset. */
export async function takeReset(): Promise<PGlite | undefined> {
  for (let pglite = idle.pop(); pglite; pglite = idle.pop()) {
    const snapshot = snapshots.get(pglite)!;
    try {
      const print = await pglite.query<{ print: string }>(SCHEMA_PRINT);
      if (print.rows[0].print === snapshot.schemaPrint) {
        await pglite.exec(snapshot.resetScript);
        return pglite;
      }
    } catch {
      // A transaction left open or a broken session: this engine is not reused.
    }
    await pglite.close().catch(() => {});
  }
  return undefined;
}
