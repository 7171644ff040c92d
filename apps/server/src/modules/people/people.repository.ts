import { and, asc, count, desc, eq, exists, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blockHistory, loginHistory, units, users } from '../../db/schema/index.js';

/** Queries of the people area. Every list is scoped by its caller (site ids or one user). */

export interface PersonRow {
  id: number;
  fullName: string;
  role: string;
  isBlocked: boolean;
}

const personColumns = { id: users.id, fullName: users.fullName, role: users.role, isBlocked: users.isBlocked };

/** A user row, locked until the transaction ends, so two block/unblock calls cannot interleave. */
export async function lockPerson(tx: DbOrTx, userId: number): Promise<PersonRow | undefined> {
  const [row] = await tx.select(personColumns).from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row;
}

/** Blocked users, newest block first; siteIds limits them to residents of those sites, null means all. */
export async function listBlockedUsers(db: DbOrTx, siteIds: number[] | null) {
  if (siteIds !== null && siteIds.length === 0) return [];
  // Per user, through the (user_id, updated_at_utc) index: the time of the latest block row.
  const lastBlock = db
    .select({ blockedAt: max(blockHistory.updatedAtUtc).as('blocked_at') })
    .from(blockHistory)
    .where(and(eq(blockHistory.userId, users.id), eq(blockHistory.isBlocked, true)))
    .as('last_block');
  const conditions: SQL[] = [eq(users.isBlocked, true)];
  // An Admin knows a resident by the name typed for their unit (PRODUCT.md §4), never by the
  // user's own: the first of the resident's units in the Admin's sites names them.
  let fullName: SQL<string> | typeof users.fullName = users.fullName;
  if (siteIds !== null) {
    const ownUnits = and(eq(units.residentUserId, users.id), inArray(units.siteId, siteIds));
    conditions.push(exists(db.select({ one: sql`1` }).from(units).where(ownUnits)));
    fullName = sql<string>`coalesce((${db
      .select({ name: units.residentFullName })
      .from(units)
      .where(ownUnits)
      .orderBy(asc(units.id))
      .limit(1)}), '')`;
  }
  return db
    .select({ id: users.id, fullName, phone: users.phone, blockedAt: lastBlock.blockedAt })
    .from(users)
    .leftJoinLateral(lastBlock, sql`true`)
    .where(and(...conditions))
    .orderBy(sql`${lastBlock.blockedAt} desc nulls last`, asc(users.id));
}

/** One user's block history, newest first. */
export async function listBlockHistory(db: DbOrTx, userId: number) {
  return db
    .select({
      id: blockHistory.id,
      updatedAt: blockHistory.updatedAtUtc,
      isBlocked: blockHistory.isBlocked,
      updatedBy: blockHistory.updatedBy,
    })
    .from(blockHistory)
    .where(eq(blockHistory.userId, userId))
    .orderBy(desc(blockHistory.updatedAtUtc), desc(blockHistory.id));
}

/** One page of a user's sign-in attempts, newest first. */
export async function listLoginHistory(db: DbOrTx, userId: number, limit: number, offset: number) {
  return db
    .select({
      id: loginHistory.id,
      attemptedAt: loginHistory.attemptedAtUtc,
      attemptType: loginHistory.attemptType,
      isSuccess: loginHistory.isSuccess,
      ipAddress: loginHistory.ipAddress,
      failureReason: loginHistory.failureReason,
    })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.attemptedAtUtc), desc(loginHistory.id))
    .limit(limit)
    .offset(offset);
}

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function userSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likeContains(search);
  const matches: SQL[] = [ilike(users.fullName, pattern), ilike(users.email, pattern)];
  // Phones are stored as +905551234567; a search typed as "(555) 123" should still find them.
  // Only a search typed like a phone compares with phones; a national '0' prefix is not stored.
  const digits = /^[\d\s()+-]+$/.test(search) ? search.replace(/\D/g, '').replace(/^0/, '') : '';
  if (digits.length > 0) matches.push(ilike(users.phone, likeContains(digits)));
  return or(...matches);
}

/** Users by id (stable for paging); limit undefined returns every match. */
export async function listUsers(db: DbOrTx, opts: { search?: string; limit?: number; offset?: number }) {
  const query = db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      isBlocked: users.isBlocked,
    })
    .from(users)
    .where(userSearchCondition(opts.search))
    .orderBy(asc(users.id))
    .$dynamic();
  if (opts.limit !== undefined) query.limit(opts.limit).offset(opts.offset ?? 0);
  return query;
}

export async function countUsers(db: DbOrTx, search: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(userSearchCondition(search));
  return Number(row?.n ?? 0);
}
