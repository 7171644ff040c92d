import type { ConfigAction } from '@aidat/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configurationHistory } from '../../db/schema/index.js';

const columns = {
  id: configurationHistory.id,
  changedAtUtc: configurationHistory.changedAtUtc,
  action: configurationHistory.action,
  configurationKey: configurationHistory.configurationKey,
  oldValue: configurationHistory.oldValue,
  newValue: configurationHistory.newValue,
  oldDescription: configurationHistory.oldDescription,
  newDescription: configurationHistory.newDescription,
  oldIsFrontendVisible: configurationHistory.oldIsFrontendVisible,
  newIsFrontendVisible: configurationHistory.newIsFrontendVisible,
  changedBy: configurationHistory.changedBy,
};

export type ConfigurationHistoryRow = {
  id: number;
  changedAtUtc: Date;
  action: string;
  configurationKey: string;
  oldValue: string | null;
  newValue: string | null;
  oldDescription: string | null;
  newDescription: string | null;
  oldIsFrontendVisible: boolean | null;
  newIsFrontendVisible: boolean | null;
  changedBy: string;
};

export type ConfigurationHistoryInsert = Omit<ConfigurationHistoryRow, 'id' | 'changedAtUtc' | 'action'> & {
  action: ConfigAction;
};

export async function insertConfigurationHistory(db: DbOrTx, values: ConfigurationHistoryInsert): Promise<void> {
  await db.insert(configurationHistory).values(values);
}

/** One page, newest first, and the total; key narrows it to one configuration. */
export async function pageConfigurationHistory(
  db: DbOrTx,
  opts: { key?: string; limit: number; offset: number },
): Promise<{ rows: ConfigurationHistoryRow[]; totalCount: number }> {
  const where = opts.key === undefined ? undefined : eq(configurationHistory.configurationKey, opts.key);
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(configurationHistory).where(where);
  const rows = await db
    .select(columns)
    .from(configurationHistory)
    .where(where)
    .orderBy(desc(configurationHistory.changedAtUtc), desc(configurationHistory.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows, totalCount: Number(count) };
}
