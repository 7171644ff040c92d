import { decisionsByIds } from '../meetings/public.js';
import { AppError, ENFORCEMENT_FILE_TEXTS as T, istanbulDay, istanbulMidnight } from '@aidat/shared';
import type { Db } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { accruedLateFees, chargeQueue, type QueuedCharge } from '../ledger/public.js';
import { type EnforcementFileData, enforcementFilePdf, type FileCharge } from './enforcement-file-pdf.js';
import {
  additionalChargesOf,
  approvedBudgetsFor,
  managerNames,
  ownersOn,
  tenantOn,
  unitAndSite,
} from './enforcement-file.repository.js';
import { periodsOf } from './enforcement.repository.js';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Noon of an Istanbul day: the instant "as of" a day, for the reads that take one. */
function noonOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(istanbulMidnight(y, m, d).getTime() + 12 * 3_600_000);
}

/**
 * What the icra file (PRODUCT.md §21) prints, as of a day: the cover, every unpaid charge with its
 * due day, days late, rate and its late fees (posted and still owed, and accrued to that day and
 * not posted, apart), the totals, the approved budgets behind each month with debt (or the
 * warning), and each ek bütçe with debt. The queue and the fees are the ledger's own reads (the
 * rows dated up to the day), so the file adds up to the unit's balance then. For the site's
 * managers and SystemAdmins only.
 */
export async function enforcementFileData(
  db: Db,
  user: SessionUser,
  unitId: number,
  asOfInput: string | undefined,
  now = new Date(),
): Promise<EnforcementFileData> {
  const unit = await requireAccess(db, user, { kind: 'unit', id: unitId });
  const today = istanbulDay(now);
  const asOf = asOfInput ?? today;
  if (asOf > today) throw new AppError('ValidationError', T.asOfInFuture, { details: { field: 'asOf' } });
  return db.transaction(
    async (tx) => {
      const place = await unitAndSite(tx, unit.id);
      const managers = await managerNames(tx, place.siteId);
      const owners = await ownersOn(tx, unit.id, asOf);
      const tenant = await tenantOn(tx, unit.id, asOf);
      const periods = await periodsOf(tx, unit.id);
      const queue = await chargeQueue(tx, unit.id, asOf);
      const accrued = await accruedLateFees(tx, [unit.id], noonOf(asOf));
      const charges = unpaidCharges(queue.charges, accrued, asOf, place.lateFeeRateBps);
      const months = [...new Set(charges.flatMap((c) => (c.duesPeriod ? [c.duesPeriod] : [])))];
      const budgets = await approvedBudgetsFor(tx, place.siteId, unit.id, months);
      const additional = await additionalChargesOf(tx, [
        ...new Set(charges.flatMap((c) => (c.additionalChargeId ? [c.additionalChargeId] : []))),
      ]);
      // The kurul's decision each ek bütçe names (PRODUCT.md §18), when it was recorded in Aidat.
      const decisions = await decisionsByIds(
        tx,
        additional.flatMap((a) => (a.decisionMotionId === null ? [] : [a.decisionMotionId])),
      );
      return {
        asOf,
        madeAt: now,
        madeBy: user.fullName,
        site: { name: place.siteName, address: place.address, managers },
        unit: { block: place.block, doorNumber: place.doorNumber },
        owners,
        tenant: tenant?.fullName ?? null,
        enforcement: periods.find((p) => p.endedOn === null) ?? null,
        lateFees: place.lateFeeEnabled ? { rateBps: place.lateFeeRateBps, dueDay: place.dueDay } : null,
        charges,
        months: months.sort().map((period) => {
          const covered = budgets.find((b) => b.period === period && b.servedAt !== null && b.decidedAt !== null);
          return covered
            ? { period, budget: { ...covered, servedAt: covered.servedAt!, decidedAt: covered.decidedAt! } }
            : { period, budget: null };
        }),
        additionalCharges: additional.map((a) => {
          const decision = a.decisionMotionId === null ? undefined : decisions.get(a.decisionMotionId);
          return {
            title: a.title,
            day: istanbulDay(a.chargedAt),
            decision: decision ? { number: decision.number, day: decision.decidedOn, title: decision.title } : null,
          };
        }),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The charges (not fees) with something unpaid on the day, each with the unpaid part of its posted
 * fees and its fee accrued to the day and not posted; a fee whose charge was reversed (still owed)
 * is a line of its own, so the lines add up to the unit's debt.
 */
function unpaidCharges(
  queue: QueuedCharge[],
  accrued: Array<{ chargeId: number; kurus: number }>,
  asOf: string,
  rateBps: number,
): FileCharge[] {
  const feesOf = (id: number) => queue.filter((f) => f.feeForId === id).reduce((sum, f) => sum + f.unpaidKurus, 0);
  const chargeIds = new Set(queue.filter((c) => c.type !== 'gecikme_charge').map((c) => c.id));
  const orphanFees: FileCharge[] = queue
    .filter((f) => f.type === 'gecikme_charge' && (f.feeForId === null || !chargeIds.has(f.feeForId)))
    .map((f) => ({
      description: f.description,
      due: f.due,
      duesPeriod: null,
      additionalChargeId: null,
      unpaidKurus: 0,
      daysLate: 0,
      rateBps,
      feePostedKurus: f.unpaidKurus,
      feeAccruedKurus: 0,
    }));
  const lines = queue
    .filter((c) => c.type !== 'gecikme_charge')
    .map((c) => ({
      description: c.description,
      due: c.due,
      duesPeriod: c.duesPeriod,
      additionalChargeId: c.additionalChargeId,
      unpaidKurus: c.unpaidKurus,
      daysLate: Math.max(daysBetween(c.due, asOf), 0),
      rateBps,
      feePostedKurus: feesOf(c.id),
      feeAccruedKurus: accrued.find((a) => a.chargeId === c.id)?.kurus ?? 0,
    }))
    .filter((c) => c.unpaidKurus > 0 || c.feePostedKurus > 0 || c.feeAccruedKurus > 0);
  return [...lines, ...orphanFees.filter((f) => f.feePostedKurus > 0)];
}

/** GET …/enforcement-file.pdf: the file as a download named after the unit and the day. */
export async function enforcementFile(db: Db, user: SessionUser, unitId: number, asOf: string | undefined) {
  const data = await enforcementFileData(db, user, unitId, asOf);
  return {
    fileName: T.fileName(data.unit.block, data.unit.doorNumber, data.asOf),
    contentType: 'application/pdf',
    data: await enforcementFilePdf(data),
  };
}
