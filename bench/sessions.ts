// Signed-in residents for the load test, made directly in the database the way the server makes
// them (a random token in the cookie, its SHA-256 in `sessions`), so sign-in, with its rate limits
// and scrypt, is not what the benchmark measures.
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashToken, SESSION_COOKIE } from '../apps/server/src/lib/sessions.js';

export interface BenchSession {
  userId: number;
  cookie: string;
  tokenHash: string;
  unitIds: number[];
}

/** Up to `count` random residents that have at least one unit, each with a fresh one-day session. */
export async function createResidentSessions(client: pg.Client, count: number): Promise<BenchSession[]> {
  const { rows } = await client.query<{ user_id: number; unit_ids: number[] }>(
    `select r.id as user_id, array_agg(u.id order by u.id) as unit_ids
     from (select id from users where role = 'Resident' and not is_blocked order by random() limit $1) r
     join units u on u.resident_user_id = r.id
     group by r.id`,
    [count],
  );
  const sessions = rows.map((row) => {
    const token = randomBytes(32).toString('base64url');
    return {
      userId: row.user_id,
      cookie: `${SESSION_COOKIE}=${token}`,
      tokenHash: hashToken(token),
      unitIds: row.unit_ids,
    };
  });
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at, user_agent)
     select h, u, now() + interval '1 day', 'bench' from unnest($1::text[], $2::int[]) as s(h, u)`,
    [sessions.map((s) => s.tokenHash), sessions.map((s) => s.userId)],
  );
  return sessions;
}

export async function deleteSessions(client: pg.Client, sessions: BenchSession[]): Promise<void> {
  await client.query('delete from sessions where token_hash = any($1::text[])', [sessions.map((s) => s.tokenHash)]);
}
