import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const env = (vars: Record<string, string>) => ({ NODE_ENV: 'development', ...vars }) as NodeJS.ProcessEnv;
const production = (vars: Record<string, string>) =>
  env({
    NODE_ENV: 'production',
    SMS_PROVIDER: 'netgsm',
    SMS_USERNAME: 'u',
    SMS_PASSWORD: 'p',
    SMS_SENDER: 'AIDAT',
    ...vars,
  });

describe('PAYMENT_PROVIDER', () => {
  it('is the fake outside production, signed with the default secret', () => {
    const { payment } = loadConfig(env({}));
    expect([payment.provider, payment.fakeSecret]).toEqual(['fake', 'aidat-fake-secret']);
  });

  it('is off in production when unset (or empty, as compose passes it), and the fake is refused there', () => {
    expect(loadConfig(production({})).payment.provider).toBe('off');
    const empty = loadConfig(
      production({ PAYMENT_PROVIDER: '', PAYMENT_API_URL: '', PUBLIC_BASE_URL: '', PAYMENT_TEST_MODE: '' }),
    ).payment;
    expect([empty.provider, empty.apiUrl, empty.publicBaseUrl, empty.testMode]).toEqual([
      'off',
      undefined,
      undefined,
      false,
    ]);
    expect(() => loadConfig(production({ PAYMENT_PROVIDER: 'fake', PUBLIC_BASE_URL: 'https://a.example' }))).toThrow(
      /PAYMENT_PROVIDER: fake takes no money/,
    );
  });

  it('names each missing credential of iyzico and PayTR, and the public address in production', () => {
    expect(() => loadConfig(env({ PAYMENT_PROVIDER: 'iyzico', PAYMENT_API_KEY: 'k' }))).toThrow(/PAYMENT_SECRET_KEY/);
    const paytr = () => loadConfig(env({ PAYMENT_PROVIDER: 'paytr', PAYMENT_API_KEY: 'k' }));
    expect(paytr).toThrow(/PAYMENT_MERCHANT_ID/);
    expect(paytr).toThrow(/PAYMENT_SALT/);
    expect(() =>
      loadConfig(production({ PAYMENT_PROVIDER: 'iyzico', PAYMENT_API_KEY: 'k', PAYMENT_SECRET_KEY: 's' })),
    ).toThrow(/PUBLIC_BASE_URL/);
    const ok = loadConfig(
      production({
        PAYMENT_PROVIDER: 'paytr',
        PAYMENT_API_KEY: 'k',
        PAYMENT_MERCHANT_ID: '1',
        PAYMENT_SALT: 's',
        PUBLIC_BASE_URL: 'https://aidat.example.com/',
      }),
    );
    expect([ok.payment.provider, ok.payment.publicBaseUrl]).toEqual(['paytr', 'https://aidat.example.com']);
  });
});
