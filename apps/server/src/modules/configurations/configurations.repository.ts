import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configurations } from '../../db/schema/index.js';

const columns = {
  id: configurations.id,
  key: configurations.key,
  value: configurations.value,
  description: configurations.description,
  isFrontendVisible: configurations.isFrontendVisible,
  updatedAtUtc: configurations.updatedAtUtc,
};

export interface ConfigurationRow {
  id: number;
  key: string;
  value: string;
  description: string | null;
  isFrontendVisible: boolean;
  updatedAtUtc: Date;
}

export async function listConfigurations(db: DbOrTx): Promise<ConfigurationRow[]> {
  return db.select(columns).from(configurations).orderBy(asc(configurations.key));
}

/** Locks the row, so the history's old values are the ones this change replaces. */
export async function findConfigurationForUpdate(db: DbOrTx, key: string): Promise<ConfigurationRow | undefined> {
  const [row] = await db.select(columns).from(configurations).where(eq(configurations.key, key)).limit(1).for('update');
  return row;
}

export async function insertConfiguration(
  db: DbOrTx,
  values: { key: string; value: string; description: string | null; isFrontendVisible: boolean },
): Promise<ConfigurationRow> {
  const [row] = await db.insert(configurations).values(values).returning(columns);
  return row;
}

export async function updateConfiguration(
  db: DbOrTx,
  key: string,
  values: { value: string; description: string | null; isFrontendVisible: boolean },
): Promise<ConfigurationRow> {
  const [row] = await db
    .update(configurations)
    .set({ ...values, updatedAtUtc: sql`now()` })
    .where(eq(configurations.key, key))
    .returning(columns);
  return row;
}

export async function deleteConfiguration(db: DbOrTx, key: string): Promise<void> {
  await db.delete(configurations).where(eq(configurations.key, key));
}
