import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmsServer, startFakeSmsServer } from '../../../test/fake-sms-server.js';
import { NetgsmSmsProvider } from './netgsm-sms-provider.js';
import { SmsSendError } from './sms-provider.js';

let fake: FakeSmsServer;
const ok = {
  status: 200,
  body: JSON.stringify({ code: '00', jobid: '17377215342605050417149344', description: 'queued' }),
};

beforeAll(async () => {
  fake = await startFakeSmsServer(ok);
});
afterAll(() => fake.close());

const provider = (timeoutMs = 2000) =>
  new NetgsmSmsProvider({
    username: '8503020000',
    password: 'p@ss:word',
    sender: 'AIDAT',
    apiUrl: fake.url,
    timeoutMs,
  });

async function failure(p: Promise<unknown>): Promise<SmsSendError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('Netgsm OTP client', () => {
  it('posts the documented JSON with Basic auth, an ASCII text and the national number', async () => {
    fake.answer(ok);
    const receipt = await provider().send('+905551234567', 'Aidat doğrulama kodunuz: 123456. Kod 3 dakika geçerlidir.');
    expect(receipt).toEqual({ code: '00', messageId: '17377215342605050417149344' });
    const req = fake.received.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/sms/rest/v2/otp');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('8503020000:p@ss:word').toString('base64')}`);
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({
      msgheader: 'AIDAT',
      msg: 'Aidat dogrulama kodunuz: 123456. Kod 3 dakika gecerlidir.',
      no: '5551234567',
    });
  });

  it.each([
    ['30', 'Geçersiz kullanıcı adı, şifre veya kullanıcınızın API erişim izni yok.'],
    ['40', 'Mesaj başlığınız sistemde tanımlı değil.'],
    ['60', 'Hesabınızda OTP SMS Paketi tanımlı değil.'],
    ['50', 'Numara hatalı.'],
  ])('reads code %s from a 406 answer as a permanent failure', async (code, description) => {
    fake.answer({ status: 406, body: JSON.stringify({ code, jobid: null, description }) });
    const err = await failure(provider().send('+905551234567', 'kod'));
    expect([err.code, err.retryable]).toEqual([code, false]);
  });

  it("takes Netgsm's system errors (100, 101) as retryable", async () => {
    fake.answer({ status: 406, body: JSON.stringify({ code: '100', jobid: null, description: 'Sistem hatası.' }) });
    const err = await failure(provider().send('+905551234567', 'kod'));
    expect([err.code, err.retryable]).toEqual(['100', true]);
  });

  it('gives up after its timeout, retryable', async () => {
    fake.answer({ ...ok, delayMs: 1000 });
    const err = await failure(provider(150).send('+905551234567', 'kod'));
    expect([err.code, err.retryable]).toEqual(['timeout', true]);
  });

  it('calls an answer without a code (a proxy error page) by its HTTP status', async () => {
    fake.answer({ status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' });
    const err = await failure(provider().send('+905551234567', 'kod'));
    expect([err.code, err.retryable]).toEqual(['http_502', true]);
  });

  it('sends to the real Netgsm address unless SMS_API_URL says otherwise', () => {
    const real = new NetgsmSmsProvider({ timeoutMs: 1000 }) as unknown as { url: string };
    expect(real.url).toBe('https://api.netgsm.com.tr/sms/rest/v2/otp');
  });
});
