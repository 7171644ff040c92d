import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.js';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './demo-data.js';

describe('DEMO_PASSWORD_HASH', () => {
  it('is DEMO_PASSWORD at the full scrypt cost of lib/passwords.ts', async () => {
    expect(DEMO_PASSWORD_HASH.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword('Demo.12346', DEMO_PASSWORD_HASH)).toBe(false);
  });
});
