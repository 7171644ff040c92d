import { KNOWN_CONFIG_KEYS } from '@aidat/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openTestDatabase } from '../../../test/db-template.js';
import type { Database } from '../client.js';
import { configurations, menuHistory, menus } from '../schema/index.js';
import { DEMO_MENUS } from './demo-data.js';
import { ensureBaseline } from './index.js';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase(inject('dbTemplate')));
});
afterAll(() => drop());

const menuRows = () => database.db.select().from(menus).orderBy(menus.id);
const configRows = () => database.db.select().from(configurations).orderBy(configurations.key);

describe('baseline configuration and menus on every start', () => {
  it('fills a menu table nobody has touched, once', async () => {
    await database.db.delete(menus);
    await database.db.delete(menuHistory);
    await ensureBaseline(database.db);
    const first = await menuRows();
    expect(first.map((m) => m.path)).toEqual(DEMO_MENUS.map((m) => m.path));
    await ensureBaseline(database.db);
    expect(await menuRows()).toEqual(first);
  });

  it("keeps an operator's values and menu changes, and adds a key that went missing", async () => {
    await database.db.update(configurations).set({ value: '5' }).where(eq(configurations.key, 'OtpTtlMinutes'));
    await database.db.delete(configurations).where(eq(configurations.key, 'OtpMaxAttempts'));
    const [first] = await menuRows();
    await database.db.update(menus).set({ label: 'Evim', isActive: false }).where(eq(menus.id, first.id));
    const menusBefore = await menuRows();

    await ensureBaseline(database.db);

    const after = new Map((await configRows()).map((c) => [c.key, c.value]));
    expect(after.get('OtpTtlMinutes')).toBe('5');
    expect(after.get('OtpMaxAttempts')).toBe(KNOWN_CONFIG_KEYS.OtpMaxAttempts.defaultValue);
    expect([...after.keys()].sort()).toEqual(Object.keys(KNOWN_CONFIG_KEYS).sort());
    expect(await menuRows()).toEqual(menusBefore);
  });

  it('leaves a menu table an operator emptied empty', async () => {
    await database.db
      .insert(menuHistory)
      .values({ menuId: 1, action: 'DELETE', oldLabel: 'Dairelerim', oldPath: '/', changedBy: 'Sistem Yöneticisi' });
    await database.db.delete(menus);
    await ensureBaseline(database.db);
    const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(menus);
    expect(Number(count)).toBe(0);
  });
});
