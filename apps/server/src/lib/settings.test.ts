import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { MemoryCacheStore } from './cache/memory-cache-store.js';
import { type ConfigRow, Settings } from './settings.js';

/** A database whose configuration reads answer only when the test lets them, in order. */
function heldDatabase() {
  const pending: Array<(rows: ConfigRow[]) => void> = [];
  const db = {
    select: () => ({ from: () => new Promise<ConfigRow[]>((resolve) => pending.push(resolve)) }),
  } as unknown as Db;
  return {
    db,
    answerOldest: (rows: ConfigRow[]) => pending.shift()?.(rows),
    answerNewest: (rows: ConfigRow[]) => pending.pop()?.(rows),
    reads: () => pending.length,
  };
}

const row = (value: string): ConfigRow[] => [{ key: 'OtpMaxPerIpPerHour', value, isFrontendVisible: false }];

describe('Settings', () => {
  it('keeps no rows read before an invalidation that overtook the read', async () => {
    const { db, answerOldest, answerNewest, reads } = heldDatabase();
    const settings = new Settings(db, new MemoryCacheStore());
    // A read of the old table is under way when the change's invalidation comes.
    const old = settings.get('OtpMaxPerIpPerHour');
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads()).toBe(1);
    await settings.invalidate();
    const fresh = settings.get('OtpMaxPerIpPerHour');
    await new Promise((resolve) => setImmediate(resolve));
    // The newer read answers first, the older one after it.
    answerNewest(row('3'));
    expect(await fresh).toBe('3');
    answerOldest(row('30'));
    expect(await old).toBe('30');
    // What is kept is the newer read's.
    expect(await settings.get('OtpMaxPerIpPerHour')).toBe('3');
    expect(reads()).toBe(0);
  });

  it('keeps the rows of a read no invalidation overtook', async () => {
    const { db, answerOldest, reads } = heldDatabase();
    const settings = new Settings(db, new MemoryCacheStore());
    const first = settings.get('OtpMaxPerIpPerHour');
    await new Promise((resolve) => setImmediate(resolve));
    answerOldest(row('3'));
    expect(await first).toBe('3');
    expect(await settings.get('OtpMaxPerIpPerHour')).toBe('3');
    expect(reads()).toBe(0);
  });
});
