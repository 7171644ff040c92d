import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8 , 192.168.1.1,::1,fd00::/8 ', ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as %j', (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ value });
  });

  it.each(['yes', '10.0.0.1/33', '10.0.0/8', '::1/129', '10.0.0.1/8/2', 'proxy.local', '101'])(
    'refuses %j in loadConfig, naming the variable',
    (raw) => {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: raw } as NodeJS.ProcessEnv)).toThrow(
        /Invalid environment:\n {2}TRUST_PROXY: /,
      );
    },
  );
});
