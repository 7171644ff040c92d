import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const load = (extra: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...extra } as NodeJS.ProcessEnv);
const netgsm = { SMS_PROVIDER: 'netgsm', SMS_USERNAME: '8503020000', SMS_PASSWORD: 'pw', SMS_SENDER: 'AIDAT' };

describe('SMS settings in the environment', () => {
  it('reads the provider, its credentials, sender, URL and timeout', () => {
    const config = load({ ...netgsm, SMS_API_URL: 'http://127.0.0.1:9999', SMS_TIMEOUT_MS: '2500' });
    expect(config.smsProvider).toBe('netgsm');
    expect(config.sms).toEqual({
      username: '8503020000',
      password: 'pw',
      apiKey: undefined,
      apiSecret: undefined,
      sender: 'AIDAT',
      apiUrl: 'http://127.0.0.1:9999',
      timeoutMs: 2500,
    });
  });

  it('defaults to the console with a 10 s timeout', () => {
    const config = load({});
    expect([config.smsProvider, config.sms.timeoutMs]).toEqual(['console', 10_000]);
  });

  it('refuses the console in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toThrow(
      /Invalid environment:[\s\S]*SMS_PROVIDER: production needs a real SMS provider/,
    );
  });

  it.each([
    ['netgsm', 'SMS_USERNAME'],
    ['netgsm', 'SMS_PASSWORD'],
    ['netgsm', 'SMS_SENDER'],
    ['verimor', 'SMS_PASSWORD'],
  ])('refuses %s without %s and names it', (provider, missing) => {
    const env: Record<string, string> = { ...netgsm, SMS_PROVIDER: provider };
    delete env[missing];
    expect(() => load(env)).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${missing}: `));
  });

  it('takes İleti Merkezi with an API key and secret, or with user name and password', () => {
    const base = { SMS_PROVIDER: 'iletimerkezi', SMS_SENDER: 'AIDAT' };
    expect(load({ ...base, SMS_API_KEY: 'k', SMS_API_SECRET: 's' }).sms.apiKey).toBe('k');
    expect(load({ ...base, SMS_USERNAME: 'u', SMS_PASSWORD: 'p' }).sms.username).toBe('u');
    expect(() => load({ ...base, SMS_API_KEY: 'k' })).toThrow(/SMS_API_SECRET: iletimerkezi needs the API secret/);
    expect(() => load(base)).toThrow(/SMS_API_KEY:[\s\S]*SMS_API_SECRET:/);
  });

  it.each(['AB', 'ÇOK GÜZEL', 'TWELVE CHARS'])('refuses the sender name %j', (sender) => {
    expect(() => load({ ...netgsm, SMS_SENDER: sender })).toThrow(/SMS_SENDER: 3 to 11 ASCII characters/);
  });

  it.each(['SMS_PROVIDER=twilio', 'SMS_API_URL=ftp://x', 'SMS_API_URL=nope', 'SMS_TIMEOUT_MS=5'])(
    'refuses %s and names the variable',
    (pair) => {
      const [key, value] = pair.split('=');
      expect(() => load({ ...netgsm, [key]: value })).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${key}`));
    },
  );
});
