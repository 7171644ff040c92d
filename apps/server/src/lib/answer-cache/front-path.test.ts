import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { hashToken, SESSION_COOKIE, type SessionUser } from '../sessions.js';
import { AnswerCache, answerKey, SESSION_TTL_MS, type SessionReader, storedAnswer } from './answer-cache.js';
import { answerFromMemory } from './front-path.js';

const TOKEN = 'token-of-ayse';
const ayse: SessionUser = { id: 7, fullName: 'Ayşe', email: null, phone: null, role: 'Resident', isBlocked: false };
const far = new Date(2_000_000_000_000);

/** A cache with Ayşe's answer to /api/me/units kept and her session kept `age` ms ago. */
function cacheWith(reader: SessionReader, age: number) {
  let now = 1_000_000;
  const cache = new AnswerCache(() => now);
  cache.setLive(true);
  cache.setMaintenance(false);
  cache.readSessionsWith(reader);
  cache.keepSession(hashToken(TOKEN), ayse, far, cache.version());
  const body = '{"success":true,"data":[]}';
  cache.keepAnswer(
    answerKey(ayse.id, 'GET', '/api/me/units'),
    storedAnswer(body, { 'x-request-id': 'r' }, '/api/me/units'),
    ayse.id,
    [3],
    cache.version(),
  );
  now += age;
  return cache;
}

function request(url = '/api/me/units') {
  const req = { method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${TOKEN}` } } as unknown as IncomingMessage;
  const written: { status?: number; body?: string } = {};
  const res = {
    writeHead: (status: number) => {
      written.status = status;
    },
    end: (body: Buffer) => {
      written.body = body.toString();
    },
  } as unknown as ServerResponse;
  return { req, res, written };
}

describe('the front path', () => {
  it('answers from memory at once while the session is within its TTL', () => {
    let reads = 0;
    const cache = cacheWith(async () => {
      reads += 1;
      return null;
    }, 0);
    const { req, res, written } = request();
    expect(answerFromMemory(cache, req, res)).toBe(true);
    expect(written).toEqual({ status: 200, body: '{"success":true,"data":[]}' });
    expect(reads).toBe(0);
  });

  it('reads a session past its TTL again (its row only) and then serves the kept answer', async () => {
    const read: string[] = [];
    const cache = cacheWith(async (tokenHash) => {
      read.push(tokenHash);
      return { user: ayse, expiresAt: far };
    }, SESSION_TTL_MS);
    const { req, res, written } = request();
    expect(await answerFromMemory(cache, req, res)).toBe(true);
    expect(read).toEqual([hashToken(TOKEN)]);
    expect(written.status).toBe(200);
    // Kept again: the next request is answered at once.
    expect(answerFromMemory(cache, request().req, request().res)).toBe(true);
    expect(read).toHaveLength(1);
  });

  it('renews a session in its last 30% in the background, answering at once meanwhile', async () => {
    let reads = 0;
    const cache = cacheWith(async () => {
      reads += 1;
      return { user: ayse, expiresAt: far };
    }, SESSION_TTL_MS * 0.8);
    const { req, res, written } = request();
    expect(answerFromMemory(cache, req, res)).toBe(true);
    expect(written.status).toBe(200);
    expect(answerFromMemory(cache, request().req, request().res)).toBe(true);
    await cache.renewSession(hashToken(TOKEN));
    // One read for both requests (and the one awaited here, which joined it).
    expect(reads).toBe(1);
  });

  it('leaves the request to Fastify when the session has ended, or nothing is kept for that address', async () => {
    const ended = cacheWith(async () => null, SESSION_TTL_MS);
    const first = request();
    expect(await answerFromMemory(ended, first.req, first.res)).toBe(false);
    expect(first.written).toEqual({});
    // The session is forgotten: no read for its next request either.
    expect(answerFromMemory(ended, request().req, request().res)).toBe(false);

    let reads = 0;
    const other = cacheWith(async () => {
      reads += 1;
      return { user: ayse, expiresAt: far };
    }, SESSION_TTL_MS);
    expect(answerFromMemory(other, request('/api/me/unit-debts').req, request().res)).toBe(false);
    expect(reads).toBe(0);
  });
});
