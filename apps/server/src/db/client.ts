import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { initialisePgliteDir } from './pglite-init.js';
import * as schema from './schema/index.js';

// int8 (counts, sums, bigserial ids) arrives from `pg` as text; every value we keep in int8 is
// kuruş or a row count, far below 2^53, so one parser here makes both drivers return numbers.
pg.types.setTypeParser(20, (value: string) => Number(value));

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  /** Request handling: on PostgreSQL its statements are bounded by the statement timeout. */
  db: Db;
  /**
   * The same database for background work (jobs, migrations). On PostgreSQL a separate small
   * pool without the statement timeout: the monthly accrual runs one statement for tens of
   * seconds at full size (about 50 s at 1 M units) and a migration may rebuild an index, which a
   * request-sized limit would cancel.
   */
  backgroundDb: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text as-is (migrations locks, health checks, test setup). */
  exec(sqlText: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Listens for NOTIFY on `channel` on a connection of its own (PostgreSQL) or on the embedded
   * engine (PGlite); `onLost` is told when the connection went away and notices may be missed.
   * On PostgreSQL the connection takes `name` as its application_name once it listens, so that
   * other processes can tell it is there (`Listening.notify`). Resolves once listening.
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onLost: (err: Error) => void,
    name?: string,
  ): Promise<Listening>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
  backgroundPool?: pg.Pool;
}

/** A listening connection (Database.listen). */
export interface Listening {
  /** Stops listening and closes the connection. */
  stop(): Promise<void>;
  /**
   * Sends NOTIFY from the listening connection and, when `peers` is given, returns in the same
   * statement the names, less that prefix, of the other listening connections of this database
   * whose name starts with it. The notice commits after everything this process committed
   * before the call, so every listener receives it after their notices. On PGlite there are no
   * peers: it is one process, and its notices reach every listener before the statement returns.
   */
  notify(channel: string, payload: string, peers?: string): Promise<string[]>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already open PGlite (tests load one from a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
  /**
   * PostgreSQL: cancel a statement that runs longer (server side, SQLSTATE 57014), and give up
   * on a connection that stays silent STALL_GRACE_MS beyond it (client side: a stalled network
   * or a frozen server cannot cancel anything). Omitted or 0: no limit (tools, benchmarks).
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: longest wait for a new connection (default 3 s). */
  connectTimeoutMs?: number;
}

/**
 * PostgreSQL settings of the embedded database. initdb writes shared_buffers = 128MB, and in
 * PGlite that is WebAssembly memory, touched at start and never given back: about 130 MB of the
 * server's RSS for a database that holds one installation (the demo's is 9 MB on disk). 32 MB
 * still caches several times that; PRODUCT.md §8 gives the whole process 600 MB
 * (bench/pglite-memory.ts measures it).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** How much longer than the statement timeout the client waits before it calls the connection stalled. */
export const STALL_GRACE_MS = 2000;
/**
 * Connections of the background pool: the accrual or a migration needs one, the late fees two
 * (jobs/monthly-late-fees.ts), pruning and the SMS sender at most one more.
 */
const BACKGROUND_POOL_SIZE = 3;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const connectionTimeoutMillis = opts.connectTimeoutMs ?? 3000;
    const statementTimeout = opts.statementTimeoutMs ?? 0;
    const newPool = (config: pg.PoolConfig) => {
      const created = new pg.Pool({
        connectionString: opts.databaseUrl,
        // Fail fast while the database is down instead of queueing requests forever.
        connectionTimeoutMillis,
        keepAlive: true,
        ...config,
      });
      // A dropped idle connection must not crash the process; the pool replaces it.
      created.on('error', () => {});
      // Nor may one that is checked out but between queries (a transaction awaiting other work):
      // pg emits the loss on the client, and an 'error' event nobody listens to ends the process.
      // The transaction's next query fails (503 while the database is away), and the pool drops the
      // broken client when it is released.
      created.on('connect', (client) => client.on('error', () => {}));
      return created;
    };
    const pool = newPool({
      max: opts.poolSize ?? 10,
      // No JIT for the requests' statements: they are short, and a statement of many CTEs (the
      // late fees accrued to today, posting/late-fees/) is estimated dear enough for PostgreSQL to
      // compile it, 170 ms of LLVM for 1 ms of work on every resident's unit page (bench/README.md,
      // "What is owed today at full size"). The jobs' pool keeps it: their statements are long.
      options: '-c jit=off',
      ...(statementTimeout > 0
        ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + STALL_GRACE_MS }
        : {}),
    });
    // Opens no connection until a job runs.
    const backgroundPool = newPool({ max: BACKGROUND_POOL_SIZE });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    const backgroundDb = drizzlePg(backgroundPool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      backgroundDb,
      kind: 'postgres',
      pool,
      backgroundPool,
      exec: async (text) => {
        await pool.query(text);
      },
      ping: async () => {
        await pool.query('select 1');
      },
      listen: async (channel, onNotice, onLost, name) => {
        // Not a pool connection: LISTEN belongs to one session, which must stay open.
        const client = new pg.Client({ connectionString: opts.databaseUrl, connectionTimeoutMillis, keepAlive: true });
        let ended = false;
        const end = async () => {
          if (ended) return;
          ended = true;
          await client.end().catch(() => {});
        };
        const lost = (err: Error) => {
          if (ended) return;
          void end();
          onLost(err);
        };
        client.on('notification', (message) => {
          if (message.channel === channel) onNotice(message.payload ?? '');
        });
        client.on('error', lost);
        client.on('end', () => lost(new Error('the listening connection ended')));
        try {
          await client.connect();
          await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
          // Named only once it listens: a process that sees the name may count on its notices.
          if (name) await client.query("select set_config('application_name', $1, false)", [name]);
        } catch (err) {
          await end();
          throw err;
        }
        // Fences of concurrent writes are sent one after the other on this one connection: queued
        // here, not by handing pg a query while another runs (deprecated, and gone in pg 9).
        let queue: Promise<unknown> = Promise.resolve();
        const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
          const next = queue.then(run, run);
          queue = next.catch(() => {});
          return next;
        };
        return {
          stop: end,
          notify: (to, payload, peers) =>
            inTurn(async () => {
              if (peers === undefined) {
                await client.query('select pg_notify($1, $2)', [to, payload]);
                return [];
              }
              const { rows } = await client.query<{ peers: string[] }>(
                `select pg_notify($1, $2), array(
                   select substr(application_name, length($3::text) + 1) from pg_stat_activity
                   where datname = current_database() and pid <> pg_backend_pid()
                     and left(application_name, length($3::text)) = $3::text) as peers`,
                [to, payload, peers],
              );
              return rows[0]?.peers ?? [];
            }),
        };
      },
      close: async () => {
        await Promise.all([pool.end(), backgroundPool.end()]);
      },
    };
  }
  let client = opts.pglite;
  if (!client) {
    const dir = path.resolve(opts.dataDir ?? './data', 'pglite');
    await initialisePgliteDir(dir);
    client = new PGlite(dir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS] });
  }
  await client.waitReady;
  const pglite = client;
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    // In-process: there is no connection to stall, and one engine runs one statement at a time.
    backgroundDb: db,
    kind: 'pglite',
    pglite,
    exec: async (text) => {
      await pglite.exec(text);
    },
    ping: async () => {
      await pglite.query('select 1');
    },
    // One engine in this process: its notices cannot be lost in transit.
    listen: async (channel, onNotice) => {
      const unlisten = await pglite.listen(channel, onNotice);
      return {
        stop: async () => {
          // Closing the engine first (tests) ends listening anyway.
          if (!pglite.closed) await unlisten().catch(() => {});
        },
        notify: async (to, payload) => {
          await pglite.query('select pg_notify($1, $2)', [to, payload]);
          return [];
        },
      };
    },
    close: () => pglite.close(),
  };
}
