import {
  ACCESS_TEXTS,
  AppError,
  detailsOfPath,
  HANDOVER_TEXTS as T,
  type HandoverDto,
  type HandoverInput,
  istanbulDay,
  kurusToLira,
  liraToKurus,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import { hashPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/sessions.js';
import { accountsAsOf } from '../ledger/public.js';
import { passedDecisionOf } from '../meetings/public.js';
import { adminUserFor, linkSiteAdmin, sitesByIds } from '../system-sites/public.js';
import type { ArchiveHandover, ArchiveSite } from './archive/site-archive.service.js';
import {
  type CountRecord,
  currentAdminsForUpdate,
  type HandoverRecord,
  handoverRecords,
  insertCounts,
  insertHandover,
  insertManagers,
  motionAsDecision,
  removeSiteAdmins,
} from './handovers.repository.js';
import { trDay } from './tutanak-pdf.js';

/** The answer shape of PRODUCT.md §25, amounts in lira. */
export function handoverDto(h: HandoverRecord): HandoverDto {
  const lira = kurusToLira;
  return {
    id: h.id,
    siteId: h.siteId,
    at: h.at.toISOString(),
    by: h.by,
    fromManagers: h.from,
    toManager: h.to,
    decisionNo: h.decisionNo,
    decidedAt: h.decidedAt,
    decisionId: h.decisionId,
    cashCount: h.counts
      .filter((c) => c.countedKurus !== null)
      .map((c) => ({
        accountId: c.accountId,
        accountName: c.accountName,
        bookBalance: lira(c.bookBalanceKurus),
        countedAmount: lira(c.countedKurus ?? 0),
        difference: lira((c.countedKurus ?? 0) - c.bookBalanceKurus),
      })),
    accounts: h.counts
      .filter((c) => c.countedKurus === null)
      .map((c) => ({
        accountId: c.accountId,
        accountName: c.accountName,
        kind: c.kind,
        bookBalance: lira(c.bookBalanceKurus),
      })),
    note: h.note,
    archiveSha256: h.archiveSha256,
  };
}

/** The decision as the tutanak names it. */
async function decisionText(db: DbOrTx, h: HandoverRecord): Promise<string> {
  if (h.decisionId !== null) {
    const motion = await motionAsDecision(db, h.decisionId);
    return T.decisionOfMeeting(h.decisionId, motion?.title ?? '', trDay(h.decidedAt ?? ''));
  }
  return T.decisionTyped(h.decisionNo ?? '', trDay(h.decidedAt ?? ''));
}

export async function archiveHandoverOf(db: DbOrTx, h: HandoverRecord): Promise<ArchiveHandover> {
  return { record: h, decision: await decisionText(db, h) };
}

export async function archiveSiteOf(db: DbOrTx, siteId: number): Promise<ArchiveSite> {
  const [site] = await sitesByIds(db, [siteId]);
  if (!site) throw new AppError('NotFound', ACCESS_TEXTS.siteNotFound);
  return { id: site.id, name: site.name, address: site.address };
}

/**
 * The passed `countAndLandShare` motion of the site's kurul that appointed the manager (KMK 34), as
 * the kurul's decisions are named elsewhere (`passedDecisionOf`: 400 on `decisionId` for an unknown
 * motion or one of another site, 409 for one of a meeting not held yet or one that did not pass),
 * and 409 for one taken by another threshold. Answers the day of its session.
 */
async function decisionDay(db: DbOrTx, siteId: number, motionId: number): Promise<string> {
  const decision = await passedDecisionOf(db, siteId, motionId);
  const motion = await motionAsDecision(db, motionId);
  if (motion?.threshold !== 'countAndLandShare') throw new AppError('Conflict', T.decisionWrongThreshold);
  return decision.decidedOn;
}

/**
 * Every account of the site with its book balance, and for each kasa the cash counted (PRODUCT.md
 * §19): every kasa must be counted (400), only kasas are (400), and an account not of the site is 404.
 */
async function countedAccounts(db: DbOrTx, siteId: number, input: HandoverInput): Promise<CountRecord[]> {
  const accounts = await accountsAsOf(db, siteId);
  const counted = new Map<number, number>();
  input.cashCount.forEach((entry, i) => {
    const account = accounts.find((a) => a.id === entry.accountId);
    const details = detailsOfPath(['cashCount', i, 'accountId']);
    if (!account) throw new AppError('NotFound', ACCESS_TEXTS.accountNotFound, { details });
    if (account.kind !== 'kasa') throw new AppError('ValidationError', T.cashCountNotKasa, { details });
    counted.set(entry.accountId, liraToKurus(entry.countedAmount));
  });
  const missing = accounts.find((a) => a.kind === 'kasa' && !counted.has(a.id));
  if (missing)
    throw new AppError('ValidationError', T.cashCountMissing(missing.name), { details: { field: 'cashCount' } });
  return accounts.map((a) => ({
    accountId: a.id,
    accountName: a.name,
    kind: a.kind,
    bookBalanceKurus: a.balanceKurus,
    countedKurus: a.kind === 'kasa' ? (counted.get(a.id) ?? 0) : null,
  }));
}

/**
 * The handover (PRODUCT.md §19), in one transaction: every current Admin of the site loses it (their
 * other sites, their units and their sessions stay), the new manager (made or linked as 'Siteye
 * Yönetici Ata' does) gets it, and the record keeps who, when, from whom to whom, the decision, every
 * account's book balance with each kasa's count; the SHA-256 of the site's archive as of that
 * instant, with each of its files', is recorded right after (archive-sealer.ts). Any refusal leaves
 * nothing changed.
 */
export async function createHandover(
  db: Db,
  user: SessionUser,
  siteId: number,
  input: HandoverInput,
  now: Date = new Date(),
): Promise<HandoverDto> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  if (input.decidedAt !== undefined && input.decidedAt > istanbulDay(now))
    throw new AppError('ValidationError', T.decidedInFuture, { details: { field: 'decidedAt' } });
  // Hashing costs about half a second: once, outside the transaction, and only for a password given.
  const passwordHash = input.newManager.password ? await hashPassword(input.newManager.password) : null;

  return db.transaction(async (tx) => {
    const outgoing = await currentAdminsForUpdate(tx, siteId);
    const decisionOn = input.decisionId === undefined ? null : await decisionDay(tx, siteId, input.decisionId);
    const decidedAt = input.decidedAt ?? decisionOn;
    const counts = await countedAccounts(tx, siteId, input);
    const { user: manager } = await adminUserFor(
      tx,
      { ...input.newManager, linkExisting: input.linkExisting },
      passwordHash,
      {
        field: 'newManager.',
        checkExisting: async (existing) => {
          if (outgoing.some((a) => a.id === existing.id)) throw new AppError('Conflict', T.newManagerIsOutgoing);
        },
      },
    );
    await removeSiteAdmins(tx, siteId);
    await linkSiteAdmin(tx, siteId, manager.id);

    const { id } = await insertHandover(tx, {
      siteId,
      createdBy: user.id,
      createdByName: user.fullName,
      decisionNo: input.decisionNo ?? null,
      decidedAt,
      decisionMotionId: input.decisionId ?? null,
      note: input.note ?? null,
    });
    await insertManagers(
      tx,
      id,
      outgoing.map((a) => ({ userId: a.id, fullName: a.fullName })),
      { userId: manager.id, fullName: manager.fullName },
    );
    await insertCounts(tx, id, siteId, counts);

    // The archive is sealed once this commits (archive-sealer.ts): `archiveSha256` is null until then.
    const [record] = await handoverRecords(tx, { id });
    return handoverDto(record);
  });
}

/** The site's handovers, newest first: for its managers and SystemAdmins. */
export async function listHandovers(db: Db, user: SessionUser, siteId: number): Promise<HandoverDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  return (await handoverRecords(db, { siteId })).map(handoverDto);
}

/**
 * One handover for its tutanak or archive: through the site's current managers (`managers`), or
 * through its own outgoing and incoming managers (`own`), whatever their role today.
 */
export async function handoverFor(db: DbOrTx, user: SessionUser, id: number, as: 'managers' | 'own') {
  await requireAccess(db, user, { kind: as === 'own' ? 'ownHandover' : 'handover', id });
  const [record] = await handoverRecords(db, { id });
  if (!record) throw new AppError('NotFound', T.notFound);
  return record;
}
