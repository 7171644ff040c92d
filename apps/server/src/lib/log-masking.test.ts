import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { testConfig } from '../../test/helper.js';
import { openTestDatabase } from '../../test/db-template.js';
import { buildApp } from '../app.js';
import { MemoryCacheStore } from './cache/memory-cache-store.js';
import { withPhoneMasking } from './log-masking.js';

/** Everything the app logs, line by line, at info level: request lines, SMS lines, errors. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const opened = await openTestDatabase(inject('dbTemplate'));
  const cache = new MemoryCacheStore();
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database: opened.database,
    cache,
    logger: { level: 'info', stream: sink },
  });
  await app.ready();
  close = async () => {
    await app.close();
    await cache.close();
    await opened.drop();
  };
});
afterAll(() => close());

const FULL = /(?<!\d)(?:\+?90|0)?\s*\(?5\d{2}\)?\s*\d{3}\s*\d{2}\s*\d{2}(?!\d)/;

describe('phone numbers in the server log', () => {
  it('a sign-in by phone logs the code but no full phone number', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login-by-phone?phone=%2B905550000003',
      payload: { phone: '+90 (555) 000 00 03' },
    });
    expect(res.statusCode).toBe(200);
    const { devOtp } = res.json().data as { devOtp: string };
    await expect.poll(() => lines.some((l) => l.includes(devOtp))).toBe(true);

    const sms = lines.find((l) => l.includes(devOtp)) ?? '';
    expect(JSON.parse(sms).sms.to).toBe('+90 555 *** ** 03');
    expect(sms).toContain(`SMS to +90 555 *** ** 03: Aidat doğrulama kodunuz: ${devOtp}.`);
    expect(lines.some((l) => l.includes('login-by-phone?phone=+90 555 *** ** 03'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toMatch(FULL);
      expect(line).not.toContain('5550000003');
    }
  });

  it('a password attempt and a user search by phone log no full phone number either', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/auth/login-by-password',
      payload: { identifier: '05550000002', password: 'yanlış-şifre' },
    });
    await app.inject({ method: 'GET', url: '/api/system/users?search=5550000002' });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(FULL);
  });
});

describe('failed statements in the server log', () => {
  it('logs the statement, its error code and cause, but not the values it was given', async () => {
    const err = await app.db.execute(sql`select ${'Havale: Ayşe Yılmaz A-5 Kasım aidatı'}::int as n`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message)).toContain('Ayşe Yılmaz');
    lines.length = 0;
    app.log.error({ err }, 'database unavailable');
    const line = lines.find((l) => l.includes('database unavailable')) ?? '';
    expect(line).toContain('select $1::int as n');
    expect(line).toContain('params: (not logged)');
    expect(line).toContain('22P02');
    expect(line).not.toContain('Ayşe');
  });
});

describe('withPhoneMasking', () => {
  it('keeps a disabled logger disabled and other options as they were', () => {
    expect(withPhoneMasking(false)).toBe(false);
    const options = withPhoneMasking({ level: 'warn' }) as { level: string; hooks: { streamWrite: unknown } };
    expect(options.level).toBe('warn');
    expect(typeof options.hooks.streamWrite).toBe('function');
  });
});
