import { createHash } from 'node:crypto';
import { AppError, REQUEST_MESSAGES } from '@aidat/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { currentUser } from '../guards.js';
import { claimKey, findKey, storeAnswer } from './idempotency.repository.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Visible ASCII only (no spaces): a UUID, a ULID or any opaque token the client likes. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** The answer of a write: the status it sets and the envelope it sends. */
export interface WriteAnswer<T> {
  status: number;
  body: T;
}

/** The key of the request, undefined without the header; a malformed key is a 400 naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value))
    throw new AppError('ValidationError', REQUEST_MESSAGES.idempotencyKeyInvalid);
  return value;
}

/** Method, path with its query and the validated body: what "the same request" means. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function replay<T>(
  reply: FastifyReply,
  stored: { requestHash: string; statusCode: number | null; response: unknown },
  hash: string,
): T {
  if (stored.requestHash !== hash) throw new AppError('Conflict', REQUEST_MESSAGES.idempotencyKeyReused);
  // A committed key always has its answer: it is stored before the claiming transaction commits.
  if (stored.statusCode === null) throw new Error('idempotency key committed without an answer');
  reply.status(stored.statusCode).header('idempotent-replayed', 'true');
  return stored.response as T;
}

/**
 * Runs a money write at most once per (user, Idempotency-Key) (PRODUCT.md §10). The key is claimed,
 * the write run and its answer stored in one transaction: a write that fails stores nothing, so the
 * client may retry with the same key; a repeat with the same request gets the first answer and
 * writes nothing; the same key with another request is a 409. Without the header the write runs as
 * it always did. `write` must do all its writing through the database it is given.
 */
export async function idempotentWrite<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  write: (db: Db) => Promise<WriteAnswer<T>>,
): Promise<T> {
  const key = idempotencyKeyOf(request);
  if (key === undefined) {
    const answer = await write(db);
    reply.status(answer.status);
    return answer.body;
  }
  const userId = currentUser(request).id;
  const hash = requestHash(request);
  const earlier = await findKey(db, userId, key);
  if (earlier) return replay<T>(reply, earlier, hash);
  const outcome = await db.transaction(async (tx) => {
    const claimed = await claimKey(tx, { userId, key, requestHash: hash });
    if (claimed === undefined) {
      // A concurrent request with this key committed first: answer what it stored.
      const stored = await findKey(tx, userId, key);
      if (!stored) throw new Error('idempotency key taken but not found');
      return { replayed: true as const, stored };
    }
    // A transaction is a database too (its transaction() opens a savepoint), so services run unchanged.
    const answer = await write(tx as unknown as Db);
    await storeAnswer(tx, claimed, answer.status, answer.body);
    return { replayed: false as const, answer };
  });
  if (outcome.replayed) return replay<T>(reply, outcome.stored, hash);
  reply.status(outcome.answer.status);
  return outcome.answer.body;
}
