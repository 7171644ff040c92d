import {
  kurusToLira,
  type LateFeeInput,
  type LateFeeSettings,
  type LateFeeSettingsDto,
  liraToKurus,
} from '@aidat/shared';
import type { DbOrTx } from '../../../../db/client.js';
import { requireAccess } from '../../../../lib/access/access.js';
import type { SessionUser } from '../../../../lib/sessions.js';
import {
  type LateFeeSettingsRow,
  lateFeeSettingsOfSites,
  saveLateFeeSettings,
} from './late-fee-settings.repository.js';

export function toLateFeeSettingsDto(row: LateFeeSettingsRow): LateFeeSettingsDto {
  return {
    siteId: row.siteId,
    dueDay: row.dueDay,
    lateFeeEnabled: row.lateFeeEnabled,
    // Basis points are the percent in hundredths: the same exact step as kuruş to lira.
    lateFeeRatePercent: kurusToLira(row.lateFeeRateBps),
    lateFeeFrom: row.lateFeeFrom,
  };
}

/** Each given site's settings by its id (the manager's site list carries them). */
export async function lateFeeSettingsBySite(db: DbOrTx, siteIds: number[]): Promise<Map<number, LateFeeSettings>> {
  const rows = await lateFeeSettingsOfSites(db, siteIds);
  return new Map(
    rows.map((row) => {
      const { siteId, ...settings } = toLateFeeSettingsDto(row);
      return [siteId, settings];
    }),
  );
}

/** PUT /api/siteadmin/sites/{siteId}/late-fee: the site's settings as given, for fees posted from now on. */
export async function setLateFeeSettings(
  db: DbOrTx,
  user: SessionUser,
  siteId: number,
  input: LateFeeInput,
): Promise<LateFeeSettingsDto> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const row = await saveLateFeeSettings(db, {
    siteId,
    dueDay: input.dueDay,
    lateFeeEnabled: input.lateFeeEnabled,
    lateFeeRateBps: liraToKurus(input.lateFeeRatePercent),
    lateFeeFrom: input.lateFeeFrom,
  });
  return toLateFeeSettingsDto(row);
}
