import {
  ACCESS_TEXTS,
  AppError,
  BUDGET_TEXTS,
  HANDOVER_TEXTS,
  MEETING_TEXTS,
  STATEMENT_IMPORT_TEXTS,
  TICKET_TEXTS,
} from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { SYSTEM_ACTOR } from '../blocking.js';
import type { SessionUser } from '../sessions.js';
import * as repo from './access.repository.js';

/**
 * Who may reach which record (PRODUCT.md §4), in one place: every route and service asks
 * `requireAccess` before it reads or changes a site's data or a person, and nothing else decides.
 *
 * - A site: a SystemAdmin reaches any existing one (unknown → 404); an Admin only the sites they
 *   administer (403 for others and for unknown ids, so that existence does not leak).
 * - A record of a site (unit, notification, ledger row, ...): unknown → 404, then the site's rule.
 *   A Resident reaches only their own units, and a unit that is not theirs is the same 404 as one
 *   that does not exist.
 * - A person: a SystemAdmin reaches everyone; an Admin only residents of the sites they administer
 *   who are not administrators, and lifts only a block made by the system or by an Admin of a site
 *   they share, never one a SystemAdmin made.
 *
 * The resident's hot path (modules/me) cannot spend a query on this: its one statement filters
 * with `residentOwnsUnit`, the same definition this module uses.
 */

export { relatedUnitIds, residentOwnsUnit } from './access.repository.js';

/** A kind of record that belongs to one site: how to find its site, and what to say when it is not there. */
interface SiteRecordRule {
  notFound: string;
  siteOf(db: DbOrTx, id: number): Promise<number | undefined>;
  /** For a Resident: the record's site when it is theirs; kinds without it are for managers only. */
  ownSiteOf?(db: DbOrTx, residentUserId: number, id: number): Promise<number | undefined>;
}

/** One entry per kind of site record; a new kind (an account, an expense) is one more entry. */
const SITE_RECORDS = {
  unit: { notFound: ACCESS_TEXTS.unitNotFound, siteOf: repo.siteOfUnit, ownSiteOf: repo.siteOfOwnUnit },
  notification: { notFound: ACCESS_TEXTS.notificationNotFound, siteOf: repo.siteOfNotification },
  transaction: { notFound: ACCESS_TEXTS.transactionNotFound, siteOf: repo.siteOfTransaction },
  account: { notFound: ACCESS_TEXTS.accountNotFound, siteOf: repo.siteOfAccount },
  expense: { notFound: ACCESS_TEXTS.expenseNotFound, siteOf: repo.siteOfExpense },
  transfer: { notFound: ACCESS_TEXTS.transferNotFound, siteOf: repo.siteOfTransfer },
  additionalCharge: { notFound: ACCESS_TEXTS.additionalChargeNotFound, siteOf: repo.siteOfAdditionalCharge },
  statementImport: { notFound: STATEMENT_IMPORT_TEXTS.importNotFound, siteOf: repo.siteOfStatementImport },
  budget: { notFound: BUDGET_TEXTS.budgetNotFound, siteOf: repo.siteOfBudget },
  ticket: { notFound: TICKET_TEXTS.notFound, siteOf: repo.siteOfTicket, ownSiteOf: repo.siteOfOwnTicket },
  meeting: { notFound: MEETING_TEXTS.notFound, siteOf: repo.siteOfMeeting },
  motion: { notFound: MEETING_TEXTS.motionNotFound, siteOf: repo.siteOfMotion },
  handover: { notFound: HANDOVER_TEXTS.notFound, siteOf: repo.siteOfHandover },
} satisfies Record<string, SiteRecordRule>;

export type SiteRecordKind = keyof typeof SITE_RECORDS;

/** What may be done to a person beyond reaching them (reading their history, blocking them). */
export type PersonAction = 'unblock';

export type AccessTarget =
  | { kind: 'site'; id: number }
  /** A site whose books the user reads as a resident: they live in one of its units (any role). */
  | { kind: 'residentSite'; id: number }
  /** A payment (its receipt) of a unit the user lives in (any role). */
  | { kind: 'ownPayment'; id: number }
  /** A unit the user lives in (any role): their own statement. */
  | { kind: 'ownUnit'; id: number }
  /** A unit the user lives in, owns or rents today (PRODUCT.md §16): what they may see of its account. */
  | { kind: 'relatedUnit'; id: number }
  /** A ticket the user opened (PRODUCT.md §17), whatever their role. */
  | { kind: 'ownTicket'; id: number }
  /** A handover the person handed over or took over (PRODUCT.md §19), whatever their role today. */
  | { kind: 'ownHandover'; id: number }
  | { kind: SiteRecordKind; id: number }
  | { kind: 'person'; id: number; action?: PersonAction };

/** The site the record belongs to, for the caller to scope its own queries by. */
export interface SiteGrant {
  id: number;
  siteId: number;
}

/** Refuses (AppError 401/403/404) unless the user may reach the target; answers the target's site. */
export async function requireAccess(
  db: DbOrTx,
  user: SessionUser,
  target: {
    kind:
      | 'site'
      | 'residentSite'
      | 'ownPayment'
      | 'ownUnit'
      | 'relatedUnit'
      | 'ownTicket'
      | 'ownHandover'
      | SiteRecordKind;
    id: number;
  },
): Promise<SiteGrant>;
export async function requireAccess(
  db: DbOrTx,
  user: SessionUser,
  target: { kind: 'person'; id: number; action?: PersonAction },
): Promise<{ id: number }>;
export async function requireAccess(
  db: DbOrTx,
  user: SessionUser,
  target: AccessTarget,
): Promise<SiteGrant | { id: number }> {
  if (target.kind === 'person') {
    await requirePerson(db, user, target.id, target.action);
    return { id: target.id };
  }
  if (target.kind === 'site') {
    await requireSite(db, user, target.id);
    return { id: target.id, siteId: target.id };
  }
  if (target.kind === 'residentSite') {
    // Not theirs and unknown are the same 404: a resident learns nothing of other sites.
    if (!(await repo.hasUnitInSite(db, user.id, target.id))) throw new AppError('NotFound', ACCESS_TEXTS.siteNotFound);
    return { id: target.id, siteId: target.id };
  }
  if (target.kind === 'ownPayment') {
    const siteId = await repo.siteOfOwnPayment(db, user.id, target.id);
    if (siteId === undefined) throw new AppError('NotFound', ACCESS_TEXTS.receiptNotFound);
    return { id: target.id, siteId };
  }
  if (target.kind === 'ownTicket') {
    const siteId = await repo.siteOfOwnTicket(db, user.id, target.id);
    if (siteId === undefined) throw new AppError('NotFound', TICKET_TEXTS.notFound);
    return { id: target.id, siteId };
  }
  if (target.kind === 'ownHandover') {
    // Not theirs and unknown are the same 404.
    const siteId = await repo.siteOfOwnHandover(db, user.id, target.id);
    if (siteId === undefined) throw new AppError('NotFound', HANDOVER_TEXTS.notFound);
    return { id: target.id, siteId };
  }
  if (target.kind === 'ownUnit' || target.kind === 'relatedUnit') {
    const siteOf = target.kind === 'ownUnit' ? repo.siteOfOwnUnit : repo.siteOfRelatedUnit;
    const siteId = await siteOf(db, user.id, target.id);
    if (siteId === undefined) throw new AppError('NotFound', ACCESS_TEXTS.unitNotFound);
    return { id: target.id, siteId };
  }
  const rule: SiteRecordRule = SITE_RECORDS[target.kind];
  if (!isManager(user)) {
    // A Resident's own record or the same 404 as a missing one: nothing tells the two apart.
    const siteId = rule.ownSiteOf ? await rule.ownSiteOf(db, user.id, target.id) : undefined;
    if (siteId === undefined) {
      if (!rule.ownSiteOf) throw new AppError('Forbidden');
      throw new AppError('NotFound', rule.notFound);
    }
    return { id: target.id, siteId };
  }
  const siteId = await rule.siteOf(db, target.id);
  if (siteId === undefined) throw new AppError('NotFound', rule.notFound);
  await requireSite(db, user, siteId);
  return { id: target.id, siteId };
}

/** Ids of the sites whose data the user may list: null means every site (SystemAdmin). */
export async function accessibleSiteIds(db: DbOrTx, user: SessionUser): Promise<number[] | null> {
  if (user.role === 'SystemAdmin') return null;
  if (user.role !== 'Admin') return [];
  return repo.administeredSiteIds(db, user.id);
}

function isManager(user: SessionUser): boolean {
  return user.role === 'Admin' || user.role === 'SystemAdmin';
}

async function requireSite(db: DbOrTx, user: SessionUser, siteId: number): Promise<void> {
  if (user.role === 'SystemAdmin') {
    if (!(await repo.siteExists(db, siteId))) throw new AppError('NotFound', ACCESS_TEXTS.siteNotFound);
    return;
  }
  if (user.role !== 'Admin' || !(await repo.administers(db, user.id, siteId))) throw new AppError('Forbidden');
}

async function requirePerson(db: DbOrTx, user: SessionUser, personId: number, action?: PersonAction): Promise<void> {
  const person = await repo.personOf(db, personId);
  if (!person) throw new AppError('NotFound', ACCESS_TEXTS.userNotFound);
  if (user.role === 'SystemAdmin') return;
  if (user.role !== 'Admin') throw new AppError('Forbidden');
  if (!(await repo.residesInSiteOf(db, personId, user.id))) {
    throw new AppError('Forbidden', ACCESS_TEXTS.notYourSitesResident);
  }
  // An Admin who lives in a site is still an administrator: what is done to them is a SystemAdmin's call.
  if (person.role !== 'Resident') throw new AppError('Forbidden', ACCESS_TEXTS.administratorOutOfReach);
  if (action === 'unblock' && person.isBlocked) await requireLiftableBlock(db, personId, user.id);
}

/**
 * An Admin lifts a block made by the system, or by an Admin of a site both administer where the
 * person lives; never one of someone who also lives in a site the Admin does not administer
 * (PRODUCT.md §4): linking that person's phone to one of the Admin's own units gives no more reach.
 */
async function requireLiftableBlock(db: DbOrTx, personId: number, adminId: number): Promise<void> {
  if (await repo.residesOutsideSitesOf(db, personId, adminId))
    throw new AppError('Forbidden', ACCESS_TEXTS.blockOfOtherSitesResident);
  const block = await repo.latestBlock(db, personId, adminId);
  if (!block) return;
  const bySystem = block.updatedByUserId === null && block.updatedBy === SYSTEM_ACTOR;
  const bySameSiteAdmin = block.blockerRole === 'Admin' && block.sharesSite;
  if (!bySystem && !bySameSiteAdmin) throw new AppError('Forbidden', ACCESS_TEXTS.blockNotYours);
}
