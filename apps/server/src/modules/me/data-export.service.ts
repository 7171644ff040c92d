import {
  AppError,
  type DataExport,
  dataExportFileName,
  type DataExportTransaction,
  formatReceiptNo,
  istanbulDay,
  kurusToLira,
  KVKK_MESSAGES,
  LEDGER_TEXTS,
  type Role,
} from '@aidat/shared';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../lib/sessions.js';
import {
  administeredSitesOf,
  ledgerOfUnits,
  loginHistoryOf,
  profileRow,
  residentUnitsOf,
} from './data-export.repository.js';
import { cardPaymentsForExport } from '../card-payments/public.js';
import { relationsForExport } from '../parties/public.js';
import { ticketsForExport } from '../tickets/public.js';
import { handoversForExport } from '../handovers/public.js';

/**
 * Everything held about the signed-in user (KVKK art. 11), read in one repeatable-read
 * transaction so the units, their ledger and the history are one consistent picture.
 */
export async function exportMyData(db: Db, user: SessionUser, now: Date = new Date()): Promise<DataExport> {
  return db.transaction(
    async (tx) => {
      const profile = await profileRow(tx, user.id);
      if (!profile) throw new AppError('Unauthorized');
      // One after another: a transaction is one connection, which runs one query at a time.
      const administeredSites = await administeredSitesOf(tx, user.id);
      const unitRows = await residentUnitsOf(tx, user.id);
      const attempts = await loginHistoryOf(tx, user.id);
      const relations = await relationsForExport(tx, user.id);
      const tickets = await ticketsForExport(tx, user.id);
      const cardPayments = await cardPaymentsForExport(tx, user.id);
      const handovers = await handoversForExport(tx, user.id);
      const entries =
        unitRows.length > 0
          ? await ledgerOfUnits(
              tx,
              unitRows.map((u) => u.unitId),
            )
          : [];
      const byUnit = new Map<number, DataExportTransaction[]>(unitRows.map((u) => [u.unitId, []]));
      for (const e of entries) {
        byUnit.get(e.unitId)?.push({
          id: e.id,
          type: e.type as DataExportTransaction['type'],
          // PRODUCT.md §15: a manager's reason is not shown to residents.
          description: e.correctionOf === null ? e.description : LEDGER_TEXTS.correctionOf(e.correctionOf),
          dateUtc: e.occurredAt.toISOString(),
          amount: kurusToLira(e.amountKurus),
          additionalChargeTitle: e.additionalChargeTitle,
          reversesId: e.reversesId,
          receiptNo: formatReceiptNo(e.receiptYear, e.receiptNo),
        });
      }
      return {
        about: KVKK_MESSAGES.dataExportAbout,
        exportedAtUtc: now.toISOString(),
        profile: {
          id: profile.id,
          fullName: profile.fullName,
          email: profile.email,
          phone: profile.phone,
          role: profile.role as Role,
          isBlocked: profile.isBlocked,
          createdAtUtc: profile.createdAt.toISOString(),
          administeredSites,
        },
        units: unitRows.map((u) => ({ ...u, transactions: byUnit.get(u.unitId) ?? [] })),
        ownerships: relations.ownerships,
        tenancies: relations.tenancies,
        tickets,
        cardPayments,
        handovers,
        loginHistory: attempts.map((a) => ({
          attemptedAtUtc: a.attemptedAt.toISOString(),
          attemptType: a.attemptType,
          isSuccess: a.isSuccess,
          ipAddress: a.ipAddress,
          failureReason: a.failureReason,
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The download's file name, dated by the Istanbul calendar day of `now`. */
export function exportFileName(now: Date = new Date()): string {
  return dataExportFileName(istanbulDay(now));
}
