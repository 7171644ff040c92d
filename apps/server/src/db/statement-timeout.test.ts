import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper.js';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { type Database, openDatabase, STALL_GRACE_MS } from './client.js';

const LIMIT_MS = 300;

/** Forwards to PostgreSQL until frozen; then holds every byte, as a stalled network or a frozen server would. */
class FreezingProxy {
  private readonly server = net.createServer((client) => {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('error', () => {});
    }
    client.on('data', (d) => !this.frozen && upstream.write(d));
    upstream.on('data', (d) => !this.frozen && client.write(d));
  });
  private readonly sockets = new Set<net.Socket>();
  frozen = false;
  constructor(private readonly target: { host: string; port: number }) {}
  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port)),
    );
  }
  close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A route that runs one slow statement, standing in for any request whose query stalls. */
const slowRoute = (seconds: number) => async (app: TestContext['app']) => {
  app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`select pg_sleep(${seconds})`);
    return { isSuccess: true };
  });
};

const SERVICE_UNAVAILABLE = {
  isSuccess: false,
  code: 'ServiceUnavailable',
  data: null,
};

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'PostgreSQL statement and stall timeouts',
  { timeout: 60_000 },
  () => {
    let base: TestContext;
    let url: string;

    beforeAll(async () => {
      base = await createTestApp();
      url = String(
        (base.database.pool as unknown as { options: { connectionString: string } }).options.connectionString,
      );
    });
    afterAll(() => base.close());

    const timed = (connectionString: string) =>
      openDatabase({
        databaseUrl: connectionString,
        statementTimeoutMs: LIMIT_MS,
        connectTimeoutMs: 1000,
        poolSize: 2,
      });

    it('runs the requests without JIT and leaves it to the jobs’ pool', async () => {
      // A short request compiled by LLVM took 170 ms for 1 ms of work (bench/README.md).
      const show = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }) =>
        ((await db.execute(sql`show jit`)) as { rows: Array<{ jit: string }> }).rows[0].jit;
      expect(await show(base.db)).toBe('off');
      expect(await show(base.database.backgroundDb)).not.toBe('off');
    });

    it('answers a request whose statement runs past the limit with the 503 envelope, quickly', async () => {
      const database = await timed(url);
      const t = await createTestApp({ database, beforeReady: slowRoute(5) });
      try {
        const started = Date.now();
        const res = await t.call({ method: 'GET', url: '/api/test/slow' });
        expect(Date.now() - started).toBeLessThan(3000);
        expect(res.statusCode).toBe(503);
        expect(res.body).toMatchObject(SERVICE_UNAVAILABLE);
        expect(res.headers['retry-after']).toBe('5');
        // The connection is fine afterwards: the server cancelled only the statement.
        expect((await t.call({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await t.close();
        await database.close();
      }
    });

    it('lets background work (the monthly accrual, migrations) run longer than the request limit', async () => {
      const database = await timed(url);
      try {
        await expect(database.db.execute(sql`select pg_sleep(0.6)`)).rejects.toSatisfy(isDatabaseUnavailable);
        await expect(database.backgroundDb.execute(sql`select pg_sleep(0.6)`)).resolves.toBeDefined();
      } finally {
        await database.close();
      }
    });

    it('gives up on a stalled connection shortly after the limit instead of hanging', async () => {
      const target = new URL(url);
      const proxy = new FreezingProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(await proxy.listen());
      let database: Database | undefined;
      try {
        database = await timed(viaProxy.toString());
        await database.db.execute(sql`select 1`);
        proxy.frozen = true;
        const started = Date.now();
        const error = await database.db.execute(sql`select 1`).then(
          () => null,
          (err: unknown) => err,
        );
        const waited = Date.now() - started;
        expect(isDatabaseUnavailable(error)).toBe(true);
        expect(waited).toBeGreaterThanOrEqual(LIMIT_MS + STALL_GRACE_MS - 100);
        expect(waited).toBeLessThan(LIMIT_MS + STALL_GRACE_MS + 2000);
      } finally {
        await proxy.close();
        await database?.close().catch(() => {});
      }
    });
  },
);
