import { BUDGET_PDF_TEXTS, byBlockAndDoor, planUnitShares } from '@aidat/shared';
import type { Db } from '../../../db/client.js';
import { requireAccess } from '../../../lib/access/access.js';
import type { SessionUser } from '../../../lib/sessions.js';
import { sitesByIds } from '../../system-sites/public.js';
import { splitUnitsOfSite } from '../charges/public.js';
import { toBudgetDto } from './budget-dto.js';
import { budgetPdf } from './budget-pdf.js';
import { budgetById, unitIdsOfBudget } from './budgets.repository.js';

/**
 * GET /api/siteadmin/budgets/{id}/budget.pdf: the budget to hand out, with each unit's share worked
 * out over the site's units as they are now; for an approved budget over the units its approval
 * set dues for (units added since pay the site's dues rule and are not in it).
 */
export async function budgetDocument(db: Db, user: SessionUser, id: number) {
  await requireAccess(db, user, { kind: 'budget', id });
  const row = (await budgetById(db, id))!;
  const [[site], siteUnits] = await Promise.all([sitesByIds(db, [row.siteId]), splitUnitsOfSite(db, row.siteId)]);
  const approvedFor = row.status === 'approved' ? await unitIdsOfBudget(db, id) : null;
  const units = approvedFor ? siteUnits.filter((u) => approvedFor.has(u.id)) : siteUnits;
  const shares = new Map(planUnitShares(row.lines, units).map((s) => [s.unitId, s]));
  const pdfUnits = [...units].sort(byBlockAndDoor).map((u) => {
    const share = shares.get(u.id)!;
    return {
      label: `${u.block}/${u.doorNumber}`,
      yearlyKurus: share.yearlyKurus,
      highKurus: share.monthlyKurus[0],
      lowKurus: share.monthlyKurus[11],
    };
  });
  return {
    fileName: BUDGET_PDF_TEXTS.fileName(row.siteId, row.periodStart),
    contentType: 'application/pdf',
    data: await budgetPdf(toBudgetDto(row), site?.address ?? '', pdfUnits),
  };
}
