import {
  AppError,
  checkConfigValue,
  CONFIGURATION_MESSAGES,
  type ConfigAction,
  type ConfigurationDto,
  type ConfigurationHistoryDto,
  type CreateConfigurationRequest,
  type HistoryPage,
  totalPagesFor,
  type UpdateConfigurationRequest,
} from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { SessionUser } from '../../lib/sessions.js';
import { insertConfigurationHistory, pageConfigurationHistory } from './configuration-history.repository.js';
import {
  type ConfigurationRow,
  deleteConfiguration,
  findConfigurationForUpdate,
  insertConfiguration,
  listConfigurations,
  updateConfiguration,
} from './configurations.repository.js';

function toDto(row: ConfigurationRow): ConfigurationDto {
  return { ...row, updatedAtUtc: row.updatedAtUtc.toISOString() };
}

function assertValueFits(key: string, value: string): void {
  const problem = checkConfigValue(key, value);
  if (problem) throw new AppError('ValidationError', problem, { details: { field: 'value' } });
}

export async function getConfigurations(app: FastifyInstance): Promise<ConfigurationDto[]> {
  return (await listConfigurations(app.db)).map(toDto);
}

export async function createConfiguration(
  app: FastifyInstance,
  actor: SessionUser,
  input: CreateConfigurationRequest,
): Promise<ConfigurationDto> {
  assertValueFits(input.key, input.value);
  try {
    const row = await app.db.transaction(async (tx) => {
      const created = await insertConfiguration(tx, input);
      await insertConfigurationHistory(tx, {
        action: 'CREATE',
        configurationKey: created.key,
        oldValue: null,
        newValue: created.value,
        oldDescription: null,
        newDescription: created.description,
        oldIsFrontendVisible: null,
        newIsFrontendVisible: created.isFrontendVisible,
        changedBy: actor.fullName,
      });
      return created;
    });
    await app.settings.invalidate();
    return toDto(row);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('Conflict', CONFIGURATION_MESSAGES.duplicateKey, { details: { field: 'key' } });
    throw err;
  }
}

export async function changeConfiguration(
  app: FastifyInstance,
  actor: SessionUser,
  key: string,
  input: UpdateConfigurationRequest,
): Promise<ConfigurationDto> {
  assertValueFits(key, input.value);
  const row = await app.db.transaction(async (tx) => {
    const before = await findConfigurationForUpdate(tx, key);
    if (!before) throw new AppError('NotFound', CONFIGURATION_MESSAGES.notFound);
    const after = await updateConfiguration(tx, key, {
      value: input.value,
      description: input.description === undefined ? before.description : input.description,
      isFrontendVisible: input.isFrontendVisible ?? before.isFrontendVisible,
    });
    await insertConfigurationHistory(tx, historyOf('UPDATE', actor, before, after));
    return after;
  });
  await app.settings.invalidate();
  return toDto(row);
}

export async function removeConfiguration(app: FastifyInstance, actor: SessionUser, key: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const before = await findConfigurationForUpdate(tx, key);
    if (!before) throw new AppError('NotFound', CONFIGURATION_MESSAGES.notFound);
    await deleteConfiguration(tx, key);
    await insertConfigurationHistory(tx, historyOf('DELETE', actor, before, null));
  });
  await app.settings.invalidate();
}

function historyOf(action: ConfigAction, actor: SessionUser, before: ConfigurationRow, after: ConfigurationRow | null) {
  return {
    action,
    configurationKey: before.key,
    oldValue: before.value,
    newValue: after?.value ?? null,
    oldDescription: before.description,
    newDescription: after?.description ?? null,
    oldIsFrontendVisible: before.isFrontendVisible,
    newIsFrontendVisible: after?.isFrontendVisible ?? null,
    changedBy: actor.fullName,
  };
}

/** History of every key, or of one (it outlives a deleted key, so an unknown key is just empty). */
export async function getConfigurationHistory(
  app: FastifyInstance,
  opts: { key?: string; page: number; pageSize: number },
): Promise<HistoryPage<ConfigurationHistoryDto>> {
  const { rows, totalCount } = await pageConfigurationHistory(app.db, {
    key: opts.key,
    limit: opts.pageSize,
    offset: (opts.page - 1) * opts.pageSize,
  });
  return {
    data: rows.map((r) => ({ ...r, action: r.action as ConfigAction, changedAtUtc: r.changedAtUtc.toISOString() })),
    page: opts.page,
    pageSize: opts.pageSize,
    totalCount,
    totalPages: totalPagesFor(totalCount, opts.pageSize),
  };
}
