import { index, integer, jsonb, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The first answer to a money write sent with an Idempotency-Key (PRODUCT.md §10). Written in the
 * write's own transaction, so a failed write leaves no row and a concurrent repeat waits on the
 * unique key until the first one commits. requestHash covers method, path and body: the same key
 * with a different request is refused. Rows older than a day are pruned (jobs/prune-idempotency-keys.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 100 }).notNull(),
    requestHash: varchar({ length: 64 }).notNull(),
    // Filled before the transaction commits: the key is claimed first so a concurrent repeat
    // waits on it instead of writing too. Committed rows always carry both.
    statusCode: smallint(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('idempotency_keys_user_key_uq').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
