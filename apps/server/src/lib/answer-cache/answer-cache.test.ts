import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../sessions.js';
import {
  ANSWER_TTL_MS,
  AnswerCache,
  MAX_ANSWER_BYTES,
  MAX_ANSWERS,
  SESSION_TTL_MS,
  type SessionReader,
  type StoredAnswer,
  sessionTag,
  siteTag,
  storedAnswer,
  TIMED_ANSWER_TTL_MS,
  userTag,
} from './answer-cache.js';
import { sessionTokenOf } from './front-path.js';

const answer = (text: string): StoredAnswer => storedAnswer(text, {}, '/api/me/units');
const user = (id: number, isBlocked = false): SessionUser => ({
  id,
  fullName: 'Ayşe',
  email: null,
  phone: null,
  role: 'Resident',
  isBlocked,
});

function liveCache(now = () => 1_000_000) {
  const cache = new AnswerCache(now);
  cache.setLive(true);
  cache.setMaintenance(false);
  return cache;
}

describe('AnswerCache', () => {
  it('never serves an answer whose read began before an invalidation of its user or sites, whenever that arrived', () => {
    const cache = liveCache();
    // A write to site 7 commits while the read runs: its notice is numbered after the read began.
    const readStarted = cache.version();
    cache.invalidate([siteTag(7)]);
    cache.keepAnswer('1 GET /a', answer('old'), 1, [7], readStarted);
    expect(cache.answer('1 GET /a')).toBeUndefined();

    // The same after the answer was kept: the next lookup misses.
    const again = cache.version();
    cache.keepAnswer('1 GET /a', answer('new'), 1, [7], again);
    expect(cache.answer('1 GET /a')?.body.toString()).toBe('new');
    cache.invalidate([userTag(1)]);
    expect(cache.answer('1 GET /a')).toBeUndefined();
  });

  it('keeps serving an answer when only other users and sites change, or the change came before the read', () => {
    const cache = liveCache();
    cache.invalidate([siteTag(7)]);
    const readStarted = cache.version();
    cache.keepAnswer('1 GET /a', answer('a'), 1, [7], readStarted);
    cache.invalidate([siteTag(8), userTag(2), sessionTag('f'.repeat(64))]);
    expect(cache.answer('1 GET /a')?.body.toString()).toBe('a');
  });

  it("forgets everything on '*', on losing the listener, and keeps nothing while not listening", () => {
    const cache = liveCache();
    cache.keepAnswer('1 GET /a', answer('a'), 1, [], cache.version());
    cache.invalidatePayload('*');
    expect(cache.answer('1 GET /a')).toBeUndefined();

    cache.keepAnswer('1 GET /a', answer('a'), 1, [], cache.version());
    cache.setLive(false);
    expect(cache.servable()).toBe(false);
    cache.keepAnswer('1 GET /a', answer('a'), 1, [], cache.version());
    cache.setLive(true);
    expect(cache.answer('1 GET /a')).toBeUndefined();
  });

  it('reads a notice of several tags', () => {
    const cache = liveCache();
    cache.keepAnswer('1 GET /a', answer('a'), 1, [3], cache.version());
    cache.keepAnswer('2 GET /a', answer('b'), 2, [4], cache.version());
    cache.invalidatePayload('s9 s3 u5');
    expect(cache.answer('1 GET /a')).toBeUndefined();
    expect(cache.answer('2 GET /a')?.body.toString()).toBe('b');
  });

  it('serves an answer no longer than the TTL', () => {
    let now = 1_000_000;
    const cache = liveCache(() => now);
    cache.keepAnswer('1 GET /a', answer('a'), 1, [], cache.version());
    now += ANSWER_TTL_MS * 0.69;
    expect(cache.answer('1 GET /a')).toBeDefined();
    now += ANSWER_TTL_MS * 0.31 + 1;
    expect(cache.answer('1 GET /a')).toBeUndefined();
  });

  it('serves a session until its expiry at the latest, never a blocked user, and not after its notice', () => {
    let now = 1_000_000;
    const cache = liveCache(() => now);
    const hash = 'a'.repeat(64);
    cache.keepSession(hash, user(1), new Date(now + 1000), cache.version());
    expect(cache.session(hash)?.id).toBe(1);
    now += 1000;
    expect(cache.session(hash)).toBeUndefined();

    cache.keepSession(hash, user(1, true), new Date(now + 60_000), cache.version());
    expect(cache.session(hash)).toBeUndefined();

    cache.keepSession(hash, user(1), new Date(now + 60_000), cache.version());
    cache.invalidatePayload(sessionTag(hash));
    expect(cache.session(hash)).toBeUndefined();
  });

  it('keeps an answer that changes with the clock (the notices) for the shorter TTL', () => {
    let now = 1_000_000;
    const cache = liveCache(() => now);
    cache.keepAnswer('1 GET /rows', answer('a'), 1, [], cache.version());
    cache.keepAnswer('1 GET /timed', answer('b'), 1, [], cache.version(), true);
    now += TIMED_ANSWER_TTL_MS + 1;
    expect(cache.answer('1 GET /timed')).toBeUndefined();
    expect(cache.answer('1 GET /rows')).toBeDefined();
    expect(TIMED_ANSWER_TTL_MS).toBeLessThan(ANSWER_TTL_MS);
  });

  it('offers a session past its TTL for renewal until anything of it is invalidated', () => {
    let now = 1_000_000;
    const cache = liveCache(() => now);
    const hash = 'b'.repeat(64);
    cache.keepSession(hash, user(1), new Date(now + 3_600_000), cache.version());
    expect(cache.renewableSession(hash)?.id).toBe(1);
    now += SESSION_TTL_MS;
    expect(cache.session(hash)).toBeUndefined();
    expect(cache.renewableSession(hash)?.id).toBe(1);
    cache.invalidatePayload(userTag(1));
    expect(cache.renewableSession(hash)).toBeUndefined();
  });

  describe('renewSession', () => {
    const hash = 'c'.repeat(64);
    const stale = (reader: SessionReader) => {
      let now = 1_000_000;
      const cache = liveCache(() => now);
      cache.keepSession(hash, user(1), new Date(now + 3_600_000), cache.version());
      now += SESSION_TTL_MS;
      cache.readSessionsWith(reader);
      return cache;
    };

    it('reads the row once for the requests waiting on it, and keeps the session again', async () => {
      let reads = 0;
      const cache = stale(async () => {
        reads += 1;
        return { user: user(1), expiresAt: new Date(2_000_000_000_000) };
      });
      expect(await Promise.all([cache.renewSession(hash), cache.renewSession(hash)])).toEqual([1, 1]);
      expect(reads).toBe(1);
      expect(cache.session(hash)?.id).toBe(1);
    });

    it('drops a session whose row has gone, and keeps no blocked user', async () => {
      const ended = stale(async () => null);
      expect(await ended.renewSession(hash)).toBeUndefined();
      expect(ended.renewableSession(hash)).toBeUndefined();

      const blocked = stale(async () => ({ user: user(1, true), expiresAt: new Date(2_000_000_000_000) }));
      expect(await blocked.renewSession(hash)).toBeUndefined();
      expect(blocked.session(hash)).toBeUndefined();
    });

    it('keeps nothing when the user changed while the row was read, or the read failed', async () => {
      let cache: AnswerCache | undefined;
      cache = stale(async () => {
        cache?.invalidatePayload(userTag(1));
        return { user: user(1), expiresAt: new Date(2_000_000_000_000) };
      });
      expect(await cache.renewSession(hash)).toBeUndefined();
      expect(cache.session(hash)).toBeUndefined();

      const failing = stale(() => Promise.reject(new Error('connection lost')));
      expect(await failing.renewSession(hash)).toBeUndefined();
      expect(failing.session(hash)).toBeUndefined();
    });
  });

  it('keeps at most MAX_ANSWERS answers, the one served longest ago going first', () => {
    const cache = liveCache();
    const version = cache.version();
    const small = answer('[]');
    for (let i = 0; i < MAX_ANSWERS; i++) cache.keepAnswer(`1 GET /a${i}`, small, 1, [], version);
    // Served now: the first kept is no longer the one used longest ago.
    expect(cache.answer('1 GET /a0')).toBe(small);
    cache.keepAnswer('1 GET /new', small, 1, [], version);
    expect(cache.counts().answers).toBe(MAX_ANSWERS);
    expect(cache.answer('1 GET /a1')).toBeUndefined();
    expect(cache.answer('1 GET /a0')).toBe(small);
    expect(cache.answer('1 GET /new')).toBe(small);
  });

  it('keeps at most MAX_ANSWER_BYTES of bodies', () => {
    const cache = liveCache();
    const version = cache.version();
    const quarter = answer('x'.repeat(MAX_ANSWER_BYTES / 4));
    for (let i = 0; i < 4; i++) cache.keepAnswer(`1 GET /b${i}`, quarter, 1, [], version);
    // Four quarters and their entries are more than the bound: the oldest went.
    expect(cache.counts().answers).toBe(3);
    expect(cache.answer('1 GET /b0')).toBeUndefined();
    expect(cache.answer('1 GET /b3')).toBe(quarter);
  });

  it('is not servable while MaintenanceMode is on or unknown', () => {
    const cache = liveCache();
    cache.setMaintenance(true);
    expect(cache.servable()).toBe(false);
    cache.setMaintenance(null);
    expect(cache.servable()).toBe(false);
  });
});

describe('storedAnswer', () => {
  it('keeps the body in memory of its own, not a slice of a pooled buffer it would keep whole', () => {
    const text = '{"ok":true,"data":[{"ad":"Çiğdem Apt. 3"}]}';
    // A string this short is what Buffer.from puts in Node's shared pool.
    expect(Buffer.from(text).buffer.byteLength).toBeGreaterThan(Buffer.byteLength(text));
    const kept = storedAnswer(text, {}, '/api/me/units');
    expect(kept.body.toString()).toBe(text);
    expect(kept.body.byteOffset).toBe(0);
    expect(kept.body.buffer.byteLength).toBe(Buffer.byteLength(text));
  });

  it("flattens the headers in Fastify's order, with a slot for the request id and the body's length last", () => {
    const kept = storedAnswer(
      'çok',
      {
        'x-request-id': 'r1',
        'cache-control': 'no-store',
        'content-length': 99,
        'x-maintenance-mode': 'false',
        vary: ['a', 'b'],
        'x-empty': undefined,
      },
      '/api/me/units',
    );
    expect(kept.headers).toEqual([
      'x-request-id',
      '',
      'cache-control',
      'no-store',
      'x-maintenance-mode',
      'false',
      'vary',
      ['a', 'b'],
      'content-length',
      '4', // bytes, not characters: ç is two
    ]);
    expect(kept.requestIdAt).toBe(1);
    // Without a request id among Fastify's headers, one is added before the length.
    const bare = storedAnswer('{}', { 'content-type': 'application/json' }, '/api/me/units');
    expect(bare.headers).toEqual(['content-type', 'application/json', 'x-request-id', '', 'content-length', '2']);
    expect(bare.requestIdAt).toBe(3);
  });
});

describe('sessionTokenOf', () => {
  it('reads the session cookie as @fastify/cookie does, and gives up on anything it might read otherwise', () => {
    expect(sessionTokenOf('aidat_session=abc-DEF_123')).toBe('abc-DEF_123');
    expect(sessionTokenOf('theme=dark; aidat_session=abc; other=1')).toBe('abc');
    expect(sessionTokenOf('theme=dark;aidat_session=abc')).toBe('abc');
    expect(sessionTokenOf(undefined)).toBeNull();
    expect(sessionTokenOf('x_aidat_session=abc')).toBeNull();
    expect(sessionTokenOf('aidat_session="abc"')).toBeNull();
    expect(sessionTokenOf('aidat_session=a%62c')).toBeNull();
    expect(sessionTokenOf(`aidat_session=${'a'.repeat(101)}`)).toBeNull();
    expect(sessionTokenOf('aidat_session =abc; aidat_session=def')).toBeNull();
  });
});
