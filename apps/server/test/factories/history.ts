// Reads of what sign-in and blocking leave behind, for the tests to compare.
import { desc, eq } from 'drizzle-orm';
import { blockHistory, loginHistory, otpCodes } from '../../src/db/schema/index.js';
import type { TestContext } from '../helper.js';

export function loginHistoryOf(t: TestContext, userId: number) {
  return t.db
    .select({
      attemptType: loginHistory.attemptType,
      isSuccess: loginHistory.isSuccess,
      ipAddress: loginHistory.ipAddress,
      failureReason: loginHistory.failureReason,
    })
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(loginHistory.id);
}

export function blockHistoryOf(t: TestContext, userId: number) {
  return t.db
    .select({ isBlocked: blockHistory.isBlocked, updatedBy: blockHistory.updatedBy })
    .from(blockHistory)
    .where(eq(blockHistory.userId, userId))
    .orderBy(blockHistory.id);
}

export async function otpRow(t: TestContext, reference: string) {
  const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.reference, reference));
  return row;
}

export async function latestOtpRowOf(t: TestContext, phone: string) {
  const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).orderBy(desc(otpCodes.id)).limit(1);
  return row;
}
