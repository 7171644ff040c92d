import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.js';

/** drizzle wraps the driver's error: the code sits on `cause`. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a statement cancelled by statement_timeout',
      { code: '57014', message: 'canceling statement due to statement timeout' },
    ],
    ['a connection silent past the client query timeout', new Error('Query read timeout')],
    ['no connection within the connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
    ['an administrator shutdown', { code: '57P01', message: 'terminating connection' }],
    ['a connection failure class error', { code: '08006', message: 'connection failure' }],
  ])('is true for %s, bare or wrapped', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505', message: 'duplicate key' }],
    ['a syntax error', { code: '42601', message: 'syntax error' }],
    ['a plain bug', new TypeError('x is undefined')],
  ])('is false for %s', (_, err) => {
    expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
  });
});
