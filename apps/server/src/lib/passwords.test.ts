import { describe, expect, it } from 'vitest';
import { HASHING_CONCURRENCY, hashingGate, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Dogru-Sifre1');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Dogru-Sifre1', stored)).toBe(true);
    expect(await verifyPassword('Yanlis-Sifre1', stored)).toBe(false);
    expect(await verifyPassword('Dogru-Sifre1', null)).toBe(false);
  });

  it('runs at most two hashes at once, the others wait their turn', async () => {
    const stored = await hashPassword('Dogru-Sifre1');
    let mostAtOnce = 0;
    const sample = setInterval(() => {
      mostAtOnce = Math.max(mostAtOnce, hashingGate.activeCount);
    }, 5);
    const burst = Array.from({ length: 5 }, (_, i) => verifyPassword(i === 0 ? 'Dogru-Sifre1' : 'Yanlis1!', stored));
    // Right after the burst is queued: two running, three waiting.
    await Promise.resolve();
    expect(hashingGate.activeCount).toBe(HASHING_CONCURRENCY);
    expect(hashingGate.pendingCount).toBe(3);
    const results = await Promise.all(burst);
    clearInterval(sample);
    expect(results).toEqual([true, false, false, false, false]);
    expect(mostAtOnce).toBe(HASHING_CONCURRENCY);
    expect(hashingGate.activeCount + hashingGate.pendingCount).toBe(0);
  }, 30_000);
});
