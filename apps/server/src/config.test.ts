import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const env = (extra: Record<string, string>) => ({ NODE_ENV: 'test', ...extra }) as NodeJS.ProcessEnv;

describe('loadConfig database timeouts', () => {
  it('defaults to a 10 s statement limit and a 3 s connect limit', () => {
    const config = loadConfig(env({}));
    expect([config.dbStatementTimeoutMs, config.dbConnectTimeoutMs]).toEqual([10_000, 3000]);
  });

  it('reads both from the environment; 0 switches the statement limit off', () => {
    const config = loadConfig(env({ DB_STATEMENT_TIMEOUT_MS: '0', DB_CONNECT_TIMEOUT_MS: '1500' }));
    expect([config.dbStatementTimeoutMs, config.dbConnectTimeoutMs]).toEqual([0, 1500]);
  });

  it.each([
    ['DB_STATEMENT_TIMEOUT_MS', 'abc'],
    ['DB_STATEMENT_TIMEOUT_MS', '-1'],
    ['DB_CONNECT_TIMEOUT_MS', '0'],
    ['DB_CONNECT_TIMEOUT_MS', '2.5'],
  ])('refuses %s=%s and names it', (key, value) => {
    expect(() => loadConfig(env({ [key]: value }))).toThrow(new RegExp(`Invalid environment:[\\s\\S]*${key}`));
  });
});
