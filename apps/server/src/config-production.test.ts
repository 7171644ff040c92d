import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const sms = { SMS_PROVIDER: 'verimor', SMS_USERNAME: '908501234567', SMS_PASSWORD: 'pw', SMS_SENDER: 'AIDAT' };
const load = (extra: Record<string, string>) => loadConfig(extra as NodeJS.ProcessEnv);

describe('demo data by environment', () => {
  it('is seeded in development unless SEED_DEMO=false', () => {
    expect(load({}).seedDemo).toBe(true);
    expect(load({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('is not seeded in production unless SEED_DEMO=true is set explicitly', () => {
    expect(load({ NODE_ENV: 'production', ...sms }).seedDemo).toBe(false);
    expect(load({ NODE_ENV: 'production', ...sms, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('trusts no proxy in production unless TRUST_PROXY names one', () => {
    expect(load({ NODE_ENV: 'production', ...sms }).trustProxy).toBe(false);
    expect(load({ NODE_ENV: 'production', ...sms, TRUST_PROXY: '10.0.0.2' }).trustProxy).toEqual(['10.0.0.2']);
  });
});
