import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../../test/helper.js';

/**
 * A wrong code on a registered phone's reference and on an unknown phone's reference must do the
 * same work, or the answer time tells registered phones apart. Every query of the auth area, the
 * code comparison and every cache call is recorded in order and the two runs are compared.
 */
const steps = vi.hoisted(() => [] as string[]);

function recorded<M extends Record<string, unknown>>(mod: M, prefix: string): M {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(mod)) {
    wrapped[name] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            steps.push(`${prefix}.${name}`);
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value;
  }
  return wrapped as M;
}

vi.mock('./auth.repository.js', async (importOriginal) => recorded(await importOriginal(), 'db'));
vi.mock('./otp-code.js', async (importOriginal) => recorded(await importOriginal(), 'code'));

let t: TestContext;
// The server suite shares one module graph between the files of a worker (isolate: false), so the
// app this file builds must be imported after the mocks above: the graph is dropped first, and
// again at the end, so that the next file imports the unrecorded modules.
let factories: typeof import('../../../test/factories/index.js');

beforeAll(async () => {
  vi.resetModules();
  factories = await import('../../../test/factories/index.js');
  const { createTestApp } = await import('../../../test/helper.js');
  t = await createTestApp();
  const { setConfig, RELAXED_THROTTLE } = factories;
  await setConfig(t, RELAXED_THROTTLE);
  for (const method of ['get', 'set', 'del', 'hit', 'resetHits'] as const) {
    const original = t.app.cache[method].bind(t.app.cache) as (...a: unknown[]) => Promise<unknown>;
    vi.spyOn(t.app.cache, method).mockImplementation(((...args: unknown[]) => {
      // Only the sign-in keys: settings and session reads are the same for everyone anyway.
      if (String(args[0]).startsWith('login:')) steps.push(`cache.${method}:${String(args[0]).split(':')[1]}`);
      return original(...args);
    }) as never);
  }
  // Importing the whole app again takes a few seconds more than the usual set-up.
}, 180_000);
afterAll(async () => {
  await t?.close();
  vi.resetModules();
});

async function stepsOfWrongCode(phone: string, ip: string): Promise<string[]> {
  const { reference } = (await factories.requestCode(t, phone, { ip })).body.data;
  steps.length = 0;
  const res = await factories.verifyCode(t, reference, '000000', { ip });
  expect(res.statusCode).toBe(401);
  expect(res.body.message).toBe('Doğrulama kodu hatalı.');
  return [...steps];
}

describe('verify-otp does the same work for known and unknown phones', () => {
  it('runs the same queries, comparison and cache calls for a wrong code', async () => {
    const user = await factories.createUser(t);
    const known = await stepsOfWrongCode(user.phone, '198.51.100.201');
    const unknown = await stepsOfWrongCode('5559990077', '198.51.100.202');

    expect(known).toEqual(unknown);
    // The comparison that costs the time, and the writes of a counted failure, happen on both.
    expect(unknown).toEqual(
      expect.arrayContaining([
        'db.lockOtpByReference',
        'db.findUserById',
        'db.countOtpAttempt',
        'code.otpMatches',
        'db.insertLoginHistory',
        'db.incrementFailedLogins',
        'cache.get:pair-lock',
        'cache.hit:pair-failures',
      ]),
    );
  });
});
