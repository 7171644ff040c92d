import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * One row: a random identity made when the database was, which names it in the late-fee read's
 * marks (modules/ledger/posting/late-fees/fee-mark-store.ts). Unlike the server's start time it
 * survives a PostgreSQL restart, so the kept marks stay usable; an embedded database made again
 * gets a new one.
 */
export const databaseIdentity = pgTable(
  'database_identity',
  {
    only: boolean().primaryKey().default(true),
    value: uuid().notNull().defaultRandom(),
  },
  (t) => [check('database_identity_only_ck', sql`${t.only}`)],
);
