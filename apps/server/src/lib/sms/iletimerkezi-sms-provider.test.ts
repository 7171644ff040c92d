import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmsServer, startFakeSmsServer } from '../../../test/fake-sms-server.js';
import { IletiMerkeziSmsProvider } from './iletimerkezi-sms-provider.js';
import { SmsSendError } from './sms-provider.js';

let fake: FakeSmsServer;
const answer = (status: number, code: string, message: string, orderId?: string) => ({
  status,
  body: JSON.stringify({ response: { status: { code, message }, ...(orderId ? { order: { id: orderId } } : {}) } }),
});
const ok = answer(200, '200', 'İşlem başarılı', '12323232');

beforeAll(async () => {
  fake = await startFakeSmsServer(ok);
});
afterAll(() => fake.close());

const settings = { apiKey: 'k3y', apiSecret: 's3cret', sender: 'AIDAT SITE', timeoutMs: 2000 };
const provider = (extra: object = {}) => new IletiMerkeziSmsProvider({ ...settings, apiUrl: fake.url, ...extra });

async function failure(p: Promise<unknown>): Promise<SmsSendError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('İleti Merkezi client', () => {
  it('posts the documented order with key and hash, iys off for an informational message', async () => {
    fake.answer(ok);
    const receipt = await provider().send('+905051234567', 'Şifreniz: 1234 (ĞÜŞİÖÇ ğüşıöç)');
    expect(receipt).toEqual({ code: '200', messageId: '12323232' });
    const req = fake.received.at(-1)!;
    expect([req.method, req.url, req.headers['content-type']]).toEqual([
      'POST',
      '/v1/send-sms/json',
      'application/json',
    ]);
    expect(JSON.parse(req.body)).toEqual({
      request: {
        authentication: { key: 'k3y', hash: createHmac('sha256', 's3cret').update('k3y').digest('hex') },
        order: {
          sender: 'AIDAT SITE',
          sendDateTime: [],
          iys: '0',
          iysList: 'BIREYSEL',
          message: { text: 'Sifreniz: 1234 (GUSIOC gusioc)', receipents: { number: ['5051234567'] } },
        },
      },
    });
  });

  it('authenticates with user name and password when no API key is set', async () => {
    fake.answer(ok);
    await provider({ apiKey: undefined, apiSecret: undefined, username: '5051112233', password: 'pw' }).send(
      '+905051234567',
      'kod',
    );
    expect(JSON.parse(fake.received.at(-1)!.body).request.authentication).toEqual({
      username: '5051112233',
      password: 'pw',
    });
  });

  it.each([
    [401, '401', 'Üyelik bilgileri hatalı'],
    [402, '402', 'Bakiye yetersiz'],
    [450, '450', 'Gönderilen başlık kullanıma uygun değil'],
    [452, '452', 'Mesaj alıcıları hatalı'],
  ])('reads HTTP %i with code %s as a permanent failure', async (status, code, message) => {
    fake.answer(answer(status, code, message));
    const err = await failure(provider().send('+905051234567', 'kod'));
    expect([err.code, err.retryable]).toEqual([code, false]);
  });

  it('takes 503 (their outage) as retryable', async () => {
    fake.answer(answer(503, '503', 'Sunucu geçici olarak servis dışı'));
    const err = await failure(provider().send('+905051234567', 'kod'));
    expect([err.code, err.retryable]).toEqual(['503', true]);
  });

  it('gives up after its timeout, retryable', async () => {
    fake.answer({ ...ok, delayMs: 1000 });
    const err = await failure(provider({ timeoutMs: 150 }).send('+905051234567', 'kod'));
    expect([err.code, err.retryable]).toEqual(['timeout', true]);
  });
});
