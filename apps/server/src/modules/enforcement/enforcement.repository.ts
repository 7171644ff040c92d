import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { unitEnforcements, units } from '../../db/schema/index.js';

/** Queries of a unit's icra periods (PRODUCT.md §21), each scoped by its unit. */

const columns = {
  id: unitEnforcements.id,
  startedOn: unitEnforcements.startedOn,
  endedOn: unitEnforcements.endedOn,
  office: unitEnforcements.office,
  fileNo: unitEnforcements.fileNo,
  note: unitEnforcements.note,
  endReason: unitEnforcements.endReason,
};

export type EnforcementRow = {
  id: number;
  startedOn: string;
  endedOn: string | null;
  office: string | null;
  fileNo: string | null;
  note: string | null;
  endReason: string | null;
};

/** The unit's periods, the latest first. */
export async function periodsOf(db: DbOrTx, unitId: number): Promise<EnforcementRow[]> {
  return db
    .select(columns)
    .from(unitEnforcements)
    .where(eq(unitEnforcements.unitId, unitId))
    .orderBy(desc(unitEnforcements.startedOn), desc(unitEnforcements.id));
}

/** Locks the unit (two starts or ends at once wait for each other) and answers its periods. */
export async function lockPeriodsOf(db: DbOrTx, unitId: number): Promise<EnforcementRow[]> {
  await db.execute(sql`select 1 from ${units} where ${units.id} = ${unitId} for update`);
  return periodsOf(db, unitId);
}

export async function insertPeriod(
  db: DbOrTx,
  values: {
    unitId: number;
    startedOn: string;
    office: string | null;
    fileNo: string | null;
    note: string | null;
    createdBy: number;
  },
): Promise<void> {
  await db.insert(unitEnforcements).values(values);
  // The flag the lists show and filter (PRODUCT.md §12's `enforcement`): a period is open.
  await db.update(units).set({ enforcement: true }).where(eq(units.id, values.unitId));
}

export async function endPeriod(
  db: DbOrTx,
  unitId: number,
  id: number,
  values: { endedOn: string; endReason: string; endedBy: number },
): Promise<void> {
  await db.update(unitEnforcements).set(values).where(eq(unitEnforcements.id, id));
  await db.update(units).set({ enforcement: false }).where(eq(units.id, unitId));
}
