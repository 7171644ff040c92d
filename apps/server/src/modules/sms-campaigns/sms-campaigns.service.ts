import {
  AppError,
  byBlockAndDoor,
  type DebtorDto,
  kurusToLira,
  liraToKurus,
  maskPhone,
  NOTIFICATION_ERROR_MESSAGES,
  paymentReference,
  SMS_CAMPAIGN_TEXTS as T,
  type SmsCampaignDetail,
  type SmsCampaignDto,
  type SmsCampaignPreview,
  type SmsCampaignRequest,
} from '@aidat/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { requireAccess } from '../../lib/access/access.js';
import type { SessionUser } from '../../lib/sessions.js';
import { debtorList } from '../ledger/public.js';
import * as repo from './sms-campaigns.repository.js';
import { groupByPhone, namesOf, type UnitContact, unitLabel } from './sms-recipients.js';
import { announcementSms, debtReminderSms } from './sms-texts.js';

/** What a campaign would send, worked out from today's data: the preview shows it, the confirm stores it. */
export interface CampaignPlan {
  siteId: number;
  request: SmsCampaignRequest;
  messages: repo.NewRecipient[];
  skipped: Array<{ units: string; residentName: string | null }>;
}

const labels = (units: UnitContact[]) => units.map(unitLabel).join(', ');

async function announcementPlan(db: DbOrTx, siteId: number, notificationId: number, siteName: string) {
  const notice = await repo.notificationOfSite(db, notificationId, siteId);
  if (!notice) throw new AppError('NotFound', NOTIFICATION_ERROR_MESSAGES.notFound);
  const text = announcementSms(siteName, notice.title, notice.message);
  const contacts = await repo.unitContacts(db, siteId);
  contacts.sort((a, b) => byBlockAndDoor({ ...a, id: a.unitId }, { ...b, id: b.unitId }));
  const { groups, skipped } = groupByPhone(contacts);
  return {
    messages: groups.map((g) => ({ phone: g.phone, units: labels(g.units), residentName: namesOf(g.units), text })),
    skipped,
  };
}

/**
 * The reminder goes to the units of the debtor list (ledger/documents/debtors: the same months overdue and
 * amounts as the Borçlu Listesi screen), not to a count of its own. "More than N months" is the
 * list's "N + 1 or more", months overdue being whole months. A unit owing less than the minimum
 * (a few kuruş left over) is left out.
 */
/**
 * Whom a unit's reminder goes to (PRODUCT.md §16): the tenant when the debt is theirs alone (the
 * dues fall in the tenancy and no ek bütçe of the owners is owed), else the owner with the largest
 * share; null: the resident, as before owners were recorded.
 */
function askedOf(row: DebtorDto, parties: repo.UnitParties | undefined): { name: string; phone: string } | null {
  if (!parties) return null;
  const ownersOwe = row.additionalChargeDebts.some((a) => a.askedOf === 'owners' && a.debt < 0);
  if (row.duesAskedOf === 'tenant' && !ownersOwe && parties.tenant) return parties.tenant;
  return parties.owner;
}

async function debtReminderPlan(
  db: Db,
  user: SessionUser,
  siteId: number,
  monthsOverdueMoreThan: number,
  minimumKurus: number,
) {
  const site = await repo.siteForSms(db, siteId);
  const list = await debtorList(db, user, siteId, { minMonthsOverdue: monthsOverdueMoreThan + 1 });
  // The list's balances are negative when owed.
  const reminded = list.rows.filter((row) => -liraToKurus(row.totalDebt) >= minimumKurus);
  const owed = new Map(reminded.map((row) => [row.unitId, row]));
  const contacts = new Map((await repo.unitContacts(db, siteId, [...owed.keys()])).map((c) => [c.unitId, c]));
  const parties = new Map((await repo.unitParties(db, [...owed.keys()])).map((p) => [p.unitId, p]));
  // The debtor list's order; each unit with the phone of whom its debt is asked of.
  const units = reminded.flatMap((row) => {
    const contact = contacts.get(row.unitId);
    if (!contact) return [];
    const asked = askedOf(row, parties.get(row.unitId));
    return [
      asked
        ? { ...contact, residentName: asked.name, phone: asked.phone, debt: row }
        : { ...contact, residentName: contact.residentName ?? row.residentName, debt: row },
    ];
  });
  const { groups, skipped } = groupByPhone(units);
  return {
    messages: groups.map((g) => ({
      phone: g.phone,
      units: labels(g.units),
      residentName: namesOf(g.units),
      text: debtReminderSms(
        site.name,
        g.units.map((u) => ({
          label: unitLabel(u),
          // The list's balances are negative when owed; the text says what is owed.
          totalKurus: -liraToKurus(u.debt.totalDebt),
          monthsOverdue: u.debt.monthsOverdue,
          reference: paymentReference(site.paymentCode, u.block, u.doorNumber),
        })),
      ),
    })),
    skipped,
  };
}

/** What the configuration decides for a campaign. */
export interface CampaignRules {
  /** ReminderMinimumDebt in kuruş: a unit owing less gets no reminder (PRODUCT.md §15). */
  reminderMinimumKurus: number;
}

/** Checks the caller manages the site, then works out every message. */
export async function planCampaign(
  db: Db,
  user: SessionUser,
  siteId: number,
  request: SmsCampaignRequest,
  rules: CampaignRules,
): Promise<CampaignPlan> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const planned =
    request.kind === 'announcement'
      ? await announcementPlan(db, siteId, request.notificationId, (await repo.siteForSms(db, siteId)).name)
      : await debtReminderPlan(db, user, siteId, request.monthsOverdueMoreThan, rules.reminderMinimumKurus);
  return {
    siteId,
    request,
    messages: planned.messages,
    skipped: planned.skipped.map((u) => ({ units: unitLabel(u), residentName: u.residentName })),
  };
}

export function previewOf(plan: CampaignPlan, priceKurus: number): SmsCampaignPreview {
  return {
    kind: plan.request.kind,
    messageCount: plan.messages.length,
    pricePerMessage: kurusToLira(priceKurus),
    totalCost: kurusToLira(priceKurus * plan.messages.length),
    recipients: plan.messages.map((m) => ({ ...m, phone: maskPhone(m.phone) })),
    skipped: plan.skipped,
  };
}

/** Stores the campaign and its messages (all or nothing); the sender takes them from there. */
export async function createCampaign(
  db: DbOrTx,
  user: SessionUser,
  plan: CampaignPlan,
  priceKurus: number,
): Promise<SmsCampaignDto> {
  if (plan.messages.length === 0) throw new AppError('ValidationError', T.nobodyToSend);
  const { request } = plan;
  const id = await repo.insertCampaign(
    db,
    {
      siteId: plan.siteId,
      kind: request.kind,
      notificationId: request.kind === 'announcement' ? request.notificationId : null,
      monthsOverdueMoreThan: request.kind === 'debtReminder' ? request.monthsOverdueMoreThan : null,
      pricePerMessageKurus: priceKurus,
      createdBy: user.id,
    },
    plan.messages,
  );
  const [row] = await repo.campaignsWithProgress(db, plan.siteId, id);
  return toDto(row);
}

type ProgressRow = Awaited<ReturnType<typeof repo.campaignsWithProgress>>[number];

function toDto(row: ProgressRow): SmsCampaignDto {
  const pending = row.total - row.sent - row.failed;
  return {
    id: row.id,
    siteId: row.siteId,
    kind: row.kind as SmsCampaignDto['kind'],
    notificationId: row.notificationId,
    monthsOverdueMoreThan: row.monthsOverdueMoreThan,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    pricePerMessage: kurusToLira(row.pricePerMessageKurus),
    totalCost: kurusToLira(row.pricePerMessageKurus * row.total),
    total: row.total,
    sent: row.sent,
    failed: row.failed,
    pending,
    done: pending === 0,
  };
}

export async function listCampaigns(db: Db, user: SessionUser, siteId: number): Promise<SmsCampaignDto[]> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  return (await repo.campaignsWithProgress(db, siteId)).map(toDto);
}

/** A campaign's progress and its log: each message, its text and the provider's answer. */
export async function campaignDetail(
  db: Db,
  user: SessionUser,
  siteId: number,
  id: number,
): Promise<SmsCampaignDetail> {
  await requireAccess(db, user, { kind: 'site', id: siteId });
  const [row] = await repo.campaignsWithProgress(db, siteId, id);
  if (!row) throw new AppError('NotFound', T.campaignNotFound);
  const recipients = await repo.recipientsOf(db, id);
  return {
    ...toDto(row),
    recipients: recipients.map((r) => ({
      id: r.id,
      units: r.units,
      residentName: r.residentName,
      phone: maskPhone(r.phone),
      text: r.text,
      status: r.status as SmsCampaignDetail['recipients'][number]['status'],
      outcome: r.outcome,
      code: r.code,
      provider: r.provider,
      finishedAt: r.finishedAt?.toISOString() ?? null,
    })),
  };
}
