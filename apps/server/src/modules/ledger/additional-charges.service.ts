import {
  AppError,
  type AdditionalChargeDto,
  type CreateAdditionalChargeInput,
  type CreatedAdditionalChargeDto,
  kurusToLira,
  LEDGER_TEXTS,
  liraToKurus,
  SITE_ADMIN_TEXTS,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import {
  type AdditionalChargeRow,
  chargeTitlesOfSite,
  chargesOfSite,
  insertCharge,
  lockSiteCharges,
} from './additional-charges.repository.js';
import { resolveEntryDate } from './ledger-dates.js';
import { chargeAdditionalCharge } from './ledger-write.repository.js';

function toDto(row: AdditionalChargeRow): AdditionalChargeDto {
  return {
    id: row.id,
    siteId: row.siteId,
    title: row.title,
    amountPerUnit: kurusToLira(row.amountPerUnitKurus),
    date: row.chargedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAdditionalCharges(
  db: DbOrTx,
  user: SessionUser,
  siteId: number,
): Promise<AdditionalChargeDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  return (await chargesOfSite(db, siteId)).map(toDto);
}

/**
 * Creates an ek bütçe and charges it to every unit of the site, together. Titles are unique per
 * site (ignoring case) because a unit's entries are grouped under the title they contain.
 */
export async function createAdditionalCharge(
  db: Db,
  user: SessionUser,
  input: CreateAdditionalChargeInput,
  now: Date = new Date(),
): Promise<CreatedAdditionalChargeDto> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  const chargedAt = resolveEntryDate(input.date, now);
  const amountKurus = liraToKurus(input.amountPerUnit);
  return db.transaction(async (tx) => {
    await lockSiteCharges(tx, input.siteId);
    // Compared in Turkish case rules ('ÇATI' = 'çatı', 'I' = 'ı'), which the database's collation may not know.
    const wanted = input.title.toLocaleLowerCase('tr');
    const titles = await chargeTitlesOfSite(tx, input.siteId);
    if (titles.some((title) => title.toLocaleLowerCase('tr') === wanted))
      throw new AppError('Conflict', SITE_ADMIN_TEXTS.duplicateAdditionalCharge);
    const charge = await insertCharge(tx, {
      siteId: input.siteId,
      title: input.title,
      amountPerUnitKurus: amountKurus,
      chargedAt,
      createdById: user.id,
    });
    const chargedUnits = await chargeAdditionalCharge(tx, {
      siteId: input.siteId,
      additionalChargeId: charge.id,
      amountKurus,
      description: LEDGER_TEXTS.additionalChargeOf(input.title),
      occurredAt: chargedAt,
      createdById: user.id,
    });
    return { ...toDto(charge), chargedUnits };
  });
}
