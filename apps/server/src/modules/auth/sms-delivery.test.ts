import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onSmsResult, type SmsResult } from '../../lib/sms/index.js';
import { RELAXED_THROTTLE, requestCode, setConfig, verifyCode } from '../../../test/factories/index.js';
import { type FakeSmsServer, startFakeSmsServer } from '../../../test/fake-sms-server.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';

// Sign-in by phone through a real provider client (Netgsm) against a stand-in for its API.

let t: TestContext;
let fake: FakeSmsServer;
const results: SmsResult[] = [];
let stopObserving: () => void;
const accepted = { status: 200, body: JSON.stringify({ code: '00', jobid: '991', description: 'queued' }) };

beforeAll(async () => {
  fake = await startFakeSmsServer(accepted);
  stopObserving = onSmsResult((r) => results.push(r));
  t = await createTestApp({
    config: {
      env: 'production',
      isProduction: true,
      smsProvider: 'netgsm',
      sms: { username: 'u', password: 'p', sender: 'AIDAT', apiUrl: fake.url, timeoutMs: 2000 },
    },
  });
  await setConfig(t, RELAXED_THROTTLE);
});
afterAll(async () => {
  stopObserving();
  await t?.close();
  await fake?.close();
});

/** Waits for the send that login-by-phone started without awaiting it. */
async function nextResult(count: number): Promise<SmsResult> {
  await expect.poll(() => results.length).toBeGreaterThanOrEqual(count);
  return results[count - 1];
}

describe('sign-in codes through an SMS provider', () => {
  it('sends the code the provider then carries, and it signs the user in', async () => {
    const before = results.length;
    const res = await requestCode(t, '5550000003');
    expect(res.statusCode).toBe(200);
    expect(await nextResult(before + 1)).toEqual({ provider: 'netgsm', outcome: 'sent', code: '00' });
    const sent = JSON.parse(fake.received.at(-1)!.body);
    expect(sent.no).toBe('5550000003');
    const code = /(\d{6})/.exec(sent.msg)?.[1] ?? '';
    expect((await verifyCode(t, res.body.data.reference, code)).statusCode).toBe(200);
  });

  it('answers a refused send exactly like an unknown number, and counts the refusal with its code', async () => {
    fake.answer({ status: 406, body: JSON.stringify({ code: '30', jobid: null, description: 'Geçersiz kullanıcı' }) });
    const before = results.length;
    const sentBefore = fake.received.length;
    const known = await requestCode(t, '5550000002');
    expect(await nextResult(before + 1)).toEqual({ provider: 'netgsm', outcome: 'permanent', code: '30' });
    const unknown = await requestCode(t, '5559998877');

    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(Object.keys(known.body.data)).toEqual(['reference']);
    expect(Object.keys(unknown.body.data)).toEqual(['reference']);
    expect(known.body.message).toBe(unknown.body.message);
    // Only the known number reached the provider.
    expect(fake.received.length - sentBefore).toBe(1);
    fake.answer(accepted);
  });
});
