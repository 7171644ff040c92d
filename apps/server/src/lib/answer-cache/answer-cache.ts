import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../sessions.js';

/**
 * The resident's home answers, kept in this process (docs/resident-cache.md). An entry is served
 * only while nothing it depends on has changed since its read began: every change to the rows
 * behind it reaches every instance as an invalidation (the database's NOTIFY, and this instance's
 * own writes at once), and each invalidation takes the next number of a local counter. An entry
 * remembers the counter as it was before its read started, so a write that races the read (its
 * invalidation numbered after that) leaves an entry that is never served.
 */

/**
 * Longest an answer that depends on rows alone is served without a new read (each entry ends
 * somewhere in its last 30%). Every change to those rows invalidates it at once, on every
 * instance; this only bounds what a lost invalidation could cost. Reads are what a busy unit
 * page's p99 is made of (bench/README.md "Unit detail, later the same day"), so it is a minute.
 */
export const ANSWER_TTL_MS = 60_000;
/**
 * Longest an answer that also depends on the time of day is served: the notices, whose windows
 * open and close with the clock and no row. Short enough that a resident never notices.
 */
export const TIMED_ANSWER_TTL_MS = 10_000;
/**
 * Longest a session is served without reading its row again: also the longest an instance whose
 * fence went unconfirmed may serve a session that has ended (docs/resident-cache.md). A session
 * past it whose user has an answer kept is read again on its own (one row) by the front path.
 */
export const SESSION_TTL_MS = 10_000;
/** Answers kept at most (oldest-used evicted first). */
export const MAX_ANSWERS = 50_000;
/** Bytes of answer bodies kept at most: unit detail answers are a few kB each (PRODUCT.md §8 memory). */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;
/** Sessions kept at most. */
export const MAX_SESSIONS = 50_000;
/** Tags with a recorded invalidation at most; beyond it everything is invalidated and the record starts over. */
const MAX_TAGS = 100_000;

/** Invalidation tags: a site's rows, a user's row or units, one session. The database sends the same. */
export const siteTag = (siteId: number) => `s${siteId}`;
export const userTag = (userId: number) => `u${userId}`;
/** A session by the start of its token's hash: a collision only invalidates one session more. */
export const sessionTag = (tokenHash: string) => `t${tokenHash.slice(0, 16)}`;
/** Everything. */
export const ALL = '*';

/** An answer as Fastify sent it: the body's bytes and the headers it produced for them. */
export interface StoredAnswer {
  /** Its own memory, never a slice of Node's shared 8 kB pool (which it would keep whole). */
  body: Buffer;
  /**
   * Names and values in one flat list, as `writeHead` takes it: lower-case names in Fastify's
   * order, then Content-Length. Built once when kept, so an answer from memory copies one array.
   */
  headers: Array<string | string[]>;
  /** Where in `headers` the X-Request-Id value is (replaced per answer). */
  requestIdAt: number;
  /** The route pattern, for the metrics label. */
  route: string;
}

/** The request id's placeholder until the first answer from memory replaces it in its copy. */
const NO_REQUEST_ID = '';

/**
 * A StoredAnswer from what Fastify sent: the body copied into memory of its own (a small
 * `Buffer.from(string)` is a slice of a pooled 8 kB ArrayBuffer shared with whatever else was
 * allocated then, and keeping the slice would keep all of it), the headers flattened in order.
 */
export function storedAnswer(
  payload: string,
  replyHeaders: Record<string, string | number | string[] | undefined>,
  route: string,
): StoredAnswer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(payload));
  body.write(payload);
  const headers: Array<string | string[]> = [];
  let requestIdAt = -1;
  for (const [name, value] of Object.entries(replyHeaders)) {
    // Counted again from the body below.
    if (value === undefined || name === 'content-length') continue;
    headers.push(name);
    if (name === 'x-request-id') {
      requestIdAt = headers.length;
      headers.push(NO_REQUEST_ID);
    } else headers.push(typeof value === 'number' ? String(value) : value);
  }
  if (requestIdAt < 0) {
    headers.push('x-request-id');
    requestIdAt = headers.length;
    headers.push(NO_REQUEST_ID);
  }
  headers.push('content-length', String(body.length));
  return { body, headers, requestIdAt, route };
}

interface Entry<T> {
  value: T;
  tags: string[];
  /** The counter before the read began. */
  version: number;
  expiresAt: number;
}

/** A session's row as the database has it now, or null when the session has ended or expired. */
export type SessionReader = (tokenHash: string) => Promise<{ user: SessionUser; expiresAt: Date } | null>;

export class AnswerCache {
  private counter = 0;
  /** Reads a session's row again for renewSession (set by the answer-cache plugin). */
  private sessionReader: SessionReader | null = null;
  /** Renewals under way, by token hash: the requests of one session share one read. */
  private readonly renewals = new Map<string, Promise<number | undefined>>();
  /** Number of the last invalidation of everything. */
  private allAt = 0;
  private readonly tagAt = new Map<string, number>();
  // lru-cache keeps the order of use in typed arrays: a hit writes a few indexes, where a Map kept
  // in that order took a delete and a set on every hit (bench/README.md, "the kept maps in lru-cache").
  private readonly answers = new LRUCache<string, Entry<StoredAnswer>>({
    max: MAX_ANSWERS,
    maxSize: MAX_ANSWER_BYTES,
    // The library counts only sizes above zero; an empty body still takes an entry.
    sizeCalculation: (entry) => entry.value.body.length + 1,
  });
  private readonly sessions = new LRUCache<string, Entry<SessionUser>>({ max: MAX_SESSIONS });
  /** Whether invalidations from other instances arrive: without them nothing is kept or served. */
  private live = false;
  /** MaintenanceMode as last read, or null while a change may be on its way. */
  private maintenance: boolean | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** The counter now: take it before a read whose result is to be kept. */
  version(): number {
    return this.counter;
  }

  /** Records an invalidation of the tags (or of everything) after every read begun so far. */
  invalidate(tags: readonly string[] | typeof ALL): void {
    const at = ++this.counter;
    if (tags === ALL) {
      this.allAt = at;
      // Nothing kept so far can be served again: give the memory back now.
      this.tagAt.clear();
      this.answers.clear();
      this.sessions.clear();
      return;
    }
    for (const tag of tags) this.tagAt.set(tag, at);
    if (this.tagAt.size > MAX_TAGS) this.invalidate(ALL);
  }

  /** A NOTIFY payload: tags separated by spaces, or '*'. */
  invalidatePayload(payload: string): void {
    if (payload === ALL || payload === '') this.invalidate(ALL);
    else this.invalidate(payload.split(' '));
  }

  /** Invalidations arrive (true), or may have been missed (false: everything is dropped until they do). */
  setLive(live: boolean): void {
    if (live === this.live) return;
    this.live = live;
    this.invalidate(ALL);
  }

  /** Whether answers may be served from memory now. */
  servable(): boolean {
    return this.live && this.maintenance === false;
  }

  /** Whether answers may be kept now. */
  isLive(): boolean {
    return this.live;
  }

  maintenanceState(): boolean | null {
    return this.maintenance;
  }

  setMaintenance(active: boolean | null): void {
    this.maintenance = active;
  }

  /** No invalidation of everything or of its tags since the entry's read began (its age aside). */
  private current<T>(entry: Entry<T>): boolean {
    if (entry.version < this.allAt) return false;
    for (const tag of entry.tags) {
      const at = this.tagAt.get(tag);
      if (at !== undefined && at > entry.version) return false;
    }
    return true;
  }

  private valid<T>(entry: Entry<T> | undefined): entry is Entry<T> {
    return entry !== undefined && entry.expiresAt > this.now() && this.current(entry);
  }

  /**
   * An answer's end: spread over the last 30% of the TTL, so that answers kept in the same second
   * (a start, a flush) do not all have to be read again in the same second.
   */
  private spread(ttlMs: number): number {
    return this.now() + ttlMs * (0.7 + 0.3 * Math.random());
  }

  /** The live, unblocked user of a session, or undefined when it must be checked by the database. */
  session(tokenHash: string): SessionUser | undefined {
    const entry = this.sessions.get(tokenHash);
    if (!entry) return undefined;
    if (!this.current(entry)) {
      this.sessions.delete(tokenHash);
      return undefined;
    }
    // Past its TTL it stays, for renewableSession, until a new read replaces it or it is evicted.
    if (entry.expiresAt <= this.now()) return undefined;
    return entry.value.isBlocked ? undefined : entry.value;
  }

  /**
   * The user of a session kept and past its TTL, but with nothing invalidated since its read: the
   * one whose answers may be served once the session's row has been read again (front path).
   */
  renewableSession(tokenHash: string): SessionUser | undefined {
    const entry = this.sessions.get(tokenHash);
    return entry && this.current(entry) && !entry.value.isBlocked ? entry.value : undefined;
  }

  readSessionsWith(reader: SessionReader | null): void {
    this.sessionReader = reader;
  }

  /**
   * Starts reading a session again, without anyone waiting for it, when a request finds it in the
   * last 30% of its TTL: a session in use is renewed before it runs out, so its requests never
   * wait for its row (front path).
   */
  refreshSessionIfDue(tokenHash: string): void {
    const entry = this.sessions.get(tokenHash);
    if (!entry || this.renewals.has(tokenHash)) return;
    if (entry.expiresAt - this.now() < SESSION_TTL_MS * 0.3) void this.renewSession(tokenHash);
  }

  /**
   * Reads a session past its TTL again and keeps it: the user's id once it is kept and servable,
   * undefined when it has ended, its user is blocked, something was invalidated meanwhile, or the
   * read failed (the request then goes to Fastify, which says why).
   */
  renewSession(tokenHash: string): Promise<number | undefined> {
    let renewal = this.renewals.get(tokenHash);
    if (!renewal) {
      renewal = this.readSessionAgain(tokenHash).finally(() => this.renewals.delete(tokenHash));
      this.renewals.set(tokenHash, renewal);
    }
    return renewal;
  }

  private async readSessionAgain(tokenHash: string): Promise<number | undefined> {
    const reader = this.sessionReader;
    if (!reader) return undefined;
    const version = this.version();
    const found = await reader(tokenHash).catch(() => undefined);
    if (found === undefined) return undefined;
    // Ended or expired: nothing more to renew; Fastify answers its requests.
    if (found === null) this.sessions.delete(tokenHash);
    else this.keepSession(tokenHash, found.user, found.expiresAt, version);
    return this.session(tokenHash)?.id;
  }

  /** Keeps a session read with the counter at `version`; it is served until `expiresAt` at the latest. */
  keepSession(tokenHash: string, user: SessionUser, expiresAt: Date, version: number): void {
    if (!this.live || version < this.allAt || user.isBlocked) return;
    const until = Math.min(expiresAt.getTime(), this.now() + SESSION_TTL_MS);
    this.sessions.set(tokenHash, {
      value: user,
      tags: [userTag(user.id), sessionTag(tokenHash)],
      version,
      expiresAt: until,
    });
  }

  answer(key: string): StoredAnswer | undefined {
    const entry = this.answers.get(key);
    if (!this.valid(entry)) {
      if (entry) this.answers.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Keeps an answer read with the counter at `version`, depending on the user and these sites;
   * `timed` when it also depends on the time of day (TIMED_ANSWER_TTL_MS).
   */
  keepAnswer(
    key: string,
    answer: StoredAnswer,
    userId: number,
    siteIds: readonly number[],
    version: number,
    timed = false,
  ): void {
    if (!this.live || version < this.allAt) return;
    const expiresAt = this.spread(timed ? TIMED_ANSWER_TTL_MS : ANSWER_TTL_MS);
    this.answers.set(key, { value: answer, tags: [userTag(userId), ...siteIds.map(siteTag)], version, expiresAt });
  }

  /** Entries kept (tests, metrics). */
  counts(): { answers: number; sessions: number } {
    return { answers: this.answers.size, sessions: this.sessions.size };
  }
}

/** The key of an answer: the user, the method and the URL as the client sent it. */
export const answerKey = (userId: number, method: string, url: string) => `${userId} ${method} ${url}`;
