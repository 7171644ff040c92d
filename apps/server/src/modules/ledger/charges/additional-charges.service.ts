import {
  AppError,
  type AdditionalChargeDto,
  type AdditionalChargeSplit,
  type ChargedTo,
  type CreateAdditionalChargeInput,
  type CreatedAdditionalChargeDto,
  kurusToLira,
  liraToKurus,
  planAdditionalCharge,
  SITE_ADMIN_TEXTS,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { postDueInstallments } from './additional-charge-installments.js';
import {
  type AdditionalChargeRow,
  chargeTitlesOfSite,
  chargesOfSite,
  insertCharge,
  insertParts,
  lockSiteCharges,
  setChargeTotal,
} from './additional-charges.repository.js';
import { splitUnitsOfSite } from './dues-rule.repository.js';
import { post, resolveEntryDate } from '../posting/public.js';
import { passedDecisionOf } from '../../meetings/public.js';

export function toAdditionalChargeDto(row: AdditionalChargeRow): AdditionalChargeDto {
  return {
    id: row.id,
    siteId: row.siteId,
    title: row.title,
    amountPerUnit: row.amountPerUnitKurus === null ? null : kurusToLira(row.amountPerUnitKurus),
    date: row.chargedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    split: row.split as AdditionalChargeSplit,
    totalAmount: kurusToLira(row.totalAmountKurus),
    installments: row.installments,
    chargedTo: row.chargedTo as ChargedTo,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    decisionId: row.decisionMotionId,
  };
}

export async function listAdditionalCharges(
  db: DbOrTx,
  user: SessionUser,
  siteId: number,
): Promise<AdditionalChargeDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  return (await chargesOfSite(db, siteId)).map(toAdditionalChargeDto);
}

/**
 * Creates an ek bütçe and charges it to the units of the site, together. Titles are unique per
 * site (ignoring case) because a unit's entries are grouped under the title they contain.
 *
 * SPEC's amount per unit in one charge goes through one set-based statement, as before. A total
 * split (splitTotal, PRODUCT.md §12) or instalments fix each unit's part now; a split part of 0
 * (a unit of 0 m²) charges nothing, and instalments after the first are posted as their month
 * comes (additional-charge-installments.ts).
 */
export async function createAdditionalCharge(
  db: Db,
  user: SessionUser,
  input: CreateAdditionalChargeInput,
  now: Date = new Date(),
): Promise<CreatedAdditionalChargeDto> {
  await requireAccess(db, user, { kind: 'site', id: input.siteId });
  const chargedAt = resolveEntryDate(input.date, now);
  const installments = input.installments ?? 1;
  const amountPerUnitKurus = input.split === 'perUnit' ? liraToKurus(input.amountPerUnit!) : null;
  return db.transaction(async (tx) => {
    await lockSiteCharges(tx, input.siteId);
    // Compared in Turkish case rules ('ÇATI' = 'çatı', 'I' = 'ı'), which the database's collation may not know.
    const wanted = input.title.toLocaleLowerCase('tr');
    const titles = await chargeTitlesOfSite(tx, input.siteId);
    if (titles.some((title) => title.toLocaleLowerCase('tr') === wanted))
      throw new AppError('Conflict', SITE_ADMIN_TEXTS.duplicateAdditionalCharge, { details: { field: 'title' } });
    const decision = input.decisionId === undefined ? null : await passedDecisionOf(tx, input.siteId, input.decisionId);
    const values = {
      decisionMotionId: decision?.motionId ?? null,
      siteId: input.siteId,
      title: input.title,
      amountPerUnitKurus,
      split: input.split,
      chargedTo: input.chargedTo,
      installments,
      chargedAt,
      createdById: user.id,
    };

    if (input.split === 'perUnit' && installments === 1) {
      const charge = await insertCharge(tx, { ...values, totalAmountKurus: null, postedInstallments: 1 });
      const [{ count: chargedUnits }] = await post(
        tx,
        [
          {
            kind: 'additionalChargeToAll',
            siteId: input.siteId,
            charge: { id: charge.id, title: input.title },
            amountKurus: amountPerUnitKurus!,
            occurredAt: chargedAt,
          },
        ],
        { by: user.id },
      );
      const totalAmountKurus = amountPerUnitKurus! * chargedUnits;
      await setChargeTotal(tx, charge.id, totalAmountKurus);
      return { ...toAdditionalChargeDto({ ...charge, totalAmountKurus }), chargedUnits };
    }

    // A SplitError (no units, no m², a missing arsa payı) is a 400 with its Turkish message.
    const parts = planAdditionalCharge(await splitUnitsOfSite(tx, input.siteId), {
      split: input.split,
      amountPerUnitKurus: amountPerUnitKurus ?? undefined,
      totalKurus: input.totalAmount === undefined ? undefined : liraToKurus(input.totalAmount),
    }).filter((part) => part.amountKurus > 0);
    const totalAmountKurus = parts.reduce((sum, part) => sum + part.amountKurus, 0);
    const charge = await insertCharge(tx, { ...values, totalAmountKurus, postedInstallments: 0 });
    if (installments > 1) await insertParts(tx, charge.id, parts);
    await postDueInstallments(tx, charge, parts, user.id, now);
    return { ...toAdditionalChargeDto(charge), chargedUnits: parts.length };
  });
}
