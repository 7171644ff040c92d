import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCode, verifyCode } from '../../../test/factories/index.js';
import { type TestContext, closeTwoInstances, createTwoInstances } from '../../../test/helper.js';

/** Two instances behind a load balancer share the throttle through Redis. */
describe.skipIf(!process.env.TEST_REDIS_URL)('code-request throttle over Redis', () => {
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    [a, b] = await createTwoInstances();
  });
  afterAll(async () => {
    await closeTwoInstances(a, b);
  });

  it('refuses on one instance a phone that just got a code from the other', async () => {
    const first = await requestCode(a, '5550000003');
    expect(first.statusCode).toBe(200);
    const second = await requestCode(b, '5550000003');
    expect(second.statusCode).toBe(429);
    expect(second.body.code).toBe('RateLimited');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    // The code itself verifies on either instance.
    const verified = await verifyCode(b, first.body.data.reference, first.body.data.devOtp);
    expect(verified.statusCode).toBe(200);
  });
});
