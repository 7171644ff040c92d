import { KNOWN_CONFIG_KEYS } from '@aidat/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_MENUS } from '../src/db/seed/demo-data.js';
import { configurations, menus, users } from '../src/db/schema/index.js';
import { freshDatabaseEnv, readDatabase } from './fresh-database.js';
import { freePort, startServer } from './server-process.js';

// `NODE_ENV=production npm start` on an empty database: the baseline an installation needs, no
// demo world, and a restart that leaves an operator's changes alone.

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'netgsm',
  SMS_USERNAME: '8503020000',
  SMS_PASSWORD: 'not-used',
  SMS_SENDER: 'AIDAT',
  // Nothing is sent in this test; a closed port keeps any attempt local.
  SMS_API_URL: 'http://127.0.0.1:9',
};

/** Everything a start may write outside the demo: users, configuration and menus. */
function snapshot(env: Record<string, string>) {
  return readDatabase(env, async (db) => ({
    users: (await db.select({ count: sql<number>`count(*)::int` }).from(users))[0].count,
    configurations: await db.select().from(configurations).orderBy(configurations.key),
    menus: await db.select().from(menus).orderBy(menus.id),
  }));
}

describe('production start on an empty database', () => {
  it('creates the configuration and menus but no users, and a restart changes nothing', async () => {
    // The demo is only for an explicit SEED_DEMO=true; this process must not pass one on.
    delete process.env.SEED_DEMO;
    const { env: dbEnv, cleanup } = await freshDatabaseEnv();
    cleanups.push(cleanup);
    const env = { ...PRODUCTION, ...dbEnv };
    const port = await freePort();

    const first = await startServer(env, port);
    const config = await (await fetch(`${first.url}/api/auth/frontend-config`)).json();
    expect(config.data).toEqual(expect.arrayContaining([{ key: 'OtpCodeLength', value: '6' }]));
    expect(await first.stop('SIGTERM')).toBe(0);

    const afterFirst = await snapshot(env);
    expect(Number(afterFirst.users)).toBe(0);
    expect(afterFirst.configurations.map((c) => c.key).sort()).toEqual(Object.keys(KNOWN_CONFIG_KEYS).sort());
    expect(afterFirst.menus.map((m) => [m.label, m.path, m.roles])).toEqual(
      DEMO_MENUS.map((m) => [m.label, m.path, m.roles]),
    );

    // What an operator might have changed between the two starts.
    await readDatabase(env, async (db) => {
      await db.update(configurations).set({ value: '5' }).where(eq(configurations.key, 'OtpTtlMinutes'));
      await db.update(menus).set({ label: 'Evim' }).where(eq(menus.id, afterFirst.menus[0].id));
    });
    const changed = await snapshot(env);

    const second = await startServer(env, port);
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    expect(await second.stop('SIGTERM')).toBe(0);
    expect(await snapshot(env)).toEqual(changed);
    expect(changed.configurations.find((c) => c.key === 'OtpTtlMinutes')?.value).toBe('5');
  }, 400_000);
});
