import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmsServer, startFakeSmsServer } from '../../../test/fake-sms-server.js';
import { SmsSendError } from './sms-provider.js';
import { VerimorSmsProvider } from './verimor-sms-provider.js';

let fake: FakeSmsServer;
const text = (status: number, body: string) => ({ status, body, contentType: 'text/plain; charset=utf-8' });
const ok = text(200, '20212');

beforeAll(async () => {
  fake = await startFakeSmsServer(ok);
});
afterAll(() => fake.close());

const provider = (timeoutMs = 2000) =>
  new VerimorSmsProvider({ username: '908501234567', password: 'apipw', sender: 'AIDAT', apiUrl: fake.url, timeoutMs });

async function failure(p: Promise<unknown>): Promise<SmsSendError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('Verimor client', () => {
  it('posts the documented JSON with the 90-prefixed number and reads the campaign id', async () => {
    fake.answer(ok);
    const receipt = await provider().send('+905311234567', 'Aidat doğrulama kodunuz: 654321.');
    expect(receipt).toEqual({ code: '200', messageId: '20212' });
    const req = fake.received.at(-1)!;
    expect([req.method, req.url, req.headers['content-type']]).toEqual(['POST', '/v2/send.json', 'application/json']);
    expect(JSON.parse(req.body)).toEqual({
      username: '908501234567',
      password: 'apipw',
      source_addr: 'AIDAT',
      datacoding: '0',
      messages: [{ msg: 'Aidat dogrulama kodunuz: 654321.', dest: '905311234567' }],
    });
  });

  it.each(['INSUFFICIENT_CREDITS', 'INVALID_SOURCE_ADDRESS', 'INVALID_DESTINATION_ADDRESS', 'MESSAGE_TOO_LONG'])(
    'reads 400 %s as a permanent failure',
    async (reason) => {
      fake.answer(text(400, reason));
      const err = await failure(provider().send('+905311234567', 'kod'));
      expect([err.code, err.retryable]).toEqual([reason, false]);
    },
  );

  it('reads 401 (this address not allowed) as permanent and 429 (rate limit) as retryable', async () => {
    fake.answer(text(401, 'Hesabınızda izinli IP ayarları yapılmamış'));
    const denied = await failure(provider().send('+905311234567', 'kod'));
    expect([denied.code, denied.retryable]).toEqual(['http_401', false]);

    fake.answer(text(429, 'Too Many Requests'));
    const limited = await failure(provider().send('+905311234567', 'kod'));
    expect([limited.code, limited.retryable]).toEqual(['http_429', true]);
  });

  it('gives up after its timeout, retryable', async () => {
    fake.answer({ ...ok, delayMs: 1000 });
    const err = await failure(provider(150).send('+905311234567', 'kod'));
    expect([err.code, err.retryable]).toEqual(['timeout', true]);
  });
});
