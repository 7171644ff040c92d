import { randomBytes } from 'node:crypto';
import type { Role } from '@aidat/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { DEMO_USERS } from '../src/db/seed/demo-data.js';
import { users } from '../src/db/schema/index.js';
import type { CacheStore } from '../src/lib/cache/cache-store.js';
import { MemoryCacheStore } from '../src/lib/cache/memory-cache-store.js';
import { RedisCacheStore } from '../src/lib/cache/redis-cache-store.js';
import { createSession, SESSION_COOKIE } from '../src/lib/sessions.js';
import { openTestDatabase } from './db-template.js';

export type DemoUser = keyof typeof DEMO_USERS;

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  cache: CacheStore;
  /** A cookie header signed in as a demo user or any user id. */
  login(who: DemoUser | number): Promise<string>;
  userId(who: DemoUser): Promise<number>;
  /** app.inject with an optional session cookie, returning the parsed envelope as `body`. */
  call(opts: InjectOptions & { as?: string }): Promise<LightMyRequestResponse & { body: any }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Share an existing database (two app instances on one database). */
  database?: Database;
  /** Use the Redis service (TEST_REDIS_URL) with this key prefix instead of the in-process cache. */
  redisPrefix?: string;
  /** Registers extra routes before the app is sealed (tests of the framework itself). */
  beforeReady?: (app: FastifyInstance) => Promise<void> | void;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ACCRUAL: 'false' } as NodeJS.ProcessEnv),
    dataDir: inject('testDataDir'),
    ...overrides,
  };
}

export function redisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export function uniquePrefix(): string {
  return `aidat-test-${randomBytes(4).toString('hex')}:`;
}

/** Two instances of the app on one database sharing the Redis cache, as behind a load balancer. */
export async function createTwoInstances(): Promise<[TestContext, TestContext]> {
  const prefix = uniquePrefix();
  const a = await createTestApp({ redisPrefix: prefix });
  const b = await createTestApp({ database: a.database, redisPrefix: prefix });
  return [a, b];
}

/** Closes what createTwoInstances made: b shares a's database, so b first, then a drops it. */
export async function closeTwoInstances(a: TestContext | undefined, b: TestContext | undefined): Promise<void> {
  await b?.close();
  await a?.close();
}

/** Builds the app on a fresh copy of the seeded template database. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestContext> {
  const opened = opts.database
    ? { database: opts.database, drop: async () => {} }
    : await openTestDatabase(inject('dbTemplate'));
  const { database } = opened;
  const cache = opts.redisPrefix
    ? await RedisCacheStore.connect(redisUrl(), { prefix: opts.redisPrefix })
    : new MemoryCacheStore();
  const app = await buildApp({ config: testConfig(opts.config), database, cache, logger: false });
  await opts.beforeReady?.(app);
  await app.ready();

  const userId = async (who: DemoUser) => {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_USERS[who].phone));
    return row.id;
  };
  const login = async (who: DemoUser | number) => {
    const id = typeof who === 'number' ? who : await userId(who);
    const { token } = await createSession(database.db, id, 1);
    return `${SESSION_COOKIE}=${token}`;
  };
  const call: TestContext['call'] = async ({ as, headers, ...rest }) => {
    const res = await app.inject({ ...rest, headers: { ...(headers ?? {}), ...(as ? { cookie: as } : {}) } });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return Object.assign(res, { body });
  };
  return {
    app,
    database,
    db: database.db,
    cache,
    login,
    userId,
    call,
    close: async () => {
      await app.close();
      await cache.close();
      await opened.drop();
    },
  };
}

export type { Role };
