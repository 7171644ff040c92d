import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export interface ResidentCandidate {
  id: number;
  email: string | null;
}

export async function userByPhone(db: DbOrTx, phone: string): Promise<ResidentCandidate | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row;
}

/** The user holding an e-mail address, compared the way users_email_uq does (lower-case). */
export async function userByEmail(db: DbOrTx, email: string): Promise<ResidentCandidate | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function insertResidentUser(
  db: DbOrTx,
  values: { fullName: string; phone: string; email: string | null },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'Resident' })
    .returning({ id: users.id });
  return row;
}
