import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCode, setConfig } from '../factories/index.js';
import { createTestApp, type TestContext } from '../helper.js';

// The client's address decides the per-address limits (code requests, wrong passwords, lockouts)
// and goes to login history: only a proxy named in TRUST_PROXY may say what it is.

const echoIp = (app: TestContext['app']) => {
  app.get('/api/test/ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip }));
};

let direct: TestContext;
let behindProxy: TestContext;
let byHops: TestContext;

beforeAll(async () => {
  direct = await createTestApp({ beforeReady: echoIp });
  behindProxy = await createTestApp({ config: { trustProxy: ['10.0.0.0/8'] }, beforeReady: echoIp });
  byHops = await createTestApp({ config: { trustProxy: 1 }, beforeReady: echoIp });
  // Three apps, each on its own database copy: more than the default minute on a busy machine.
}, 180_000);
afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
  await byHops?.close();
});

async function ipSeen(t: TestContext, peer: string, forwardedFor?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/test/ip',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.json().ip;
}

describe('TRUST_PROXY unset', () => {
  it('keeps the TCP peer as the client whatever X-Forwarded-For says', async () => {
    const seen = new Set<string>();
    for (let i = 1; i <= 5; i++) seen.add(await ipSeen(direct, '203.0.113.7', `198.51.100.${i}`));
    expect([...seen]).toEqual(['203.0.113.7']);
  });

  it('counts code requests per peer, so a rotating X-Forwarded-For does not escape the limit', async () => {
    await setConfig(direct, { OtpResendIntervalSeconds: '0', OtpMaxPerPhonePerHour: '1000', OtpMaxPerIpPerHour: '3' });
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const res = await direct.call({
        method: 'POST',
        url: '/api/auth/login-by-phone',
        payload: { phone: `555900000${i}` },
        remoteAddress: '203.0.113.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another peer still gets its own allowance.
    expect((await requestCode(direct, '5559000009', { ip: '203.0.113.51' })).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY set', () => {
  it('believes X-Forwarded-For from a listed proxy, and only from it', async () => {
    expect(await ipSeen(behindProxy, '10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    expect(await ipSeen(behindProxy, '10.1.2.3', '198.51.100.2')).toBe('198.51.100.2');
    expect(await ipSeen(behindProxy, '10.1.2.3')).toBe('10.1.2.3');
    // Not a listed proxy: its header is ignored.
    expect(await ipSeen(behindProxy, '203.0.113.7', '198.51.100.3')).toBe('203.0.113.7');
    // A client's own entry in front of the proxy's is not believed either.
    expect(await ipSeen(behindProxy, '10.1.2.3', '6.6.6.6, 198.51.100.4')).toBe('198.51.100.4');
  });

  it('with a hop count, believes that many hops and no more', async () => {
    expect(await ipSeen(byHops, '192.0.2.10', '198.51.100.5')).toBe('198.51.100.5');
    expect(await ipSeen(byHops, '192.0.2.10', '6.6.6.6, 198.51.100.6')).toBe('198.51.100.6');
  });
});
