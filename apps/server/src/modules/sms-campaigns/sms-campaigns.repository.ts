import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SmsCampaignKind } from '@aidat/shared';
import type { DbOrTx } from '../../db/client.js';
import { notifications, sites, smsCampaignRecipients, smsCampaigns, units, users } from '../../db/schema/index.js';
import type { UnitContact } from './sms-recipients.js';

/** The site's name and payment code (the first part of every unit's payment reference). */
export async function siteForSms(db: DbOrTx, siteId: number) {
  const [row] = await db
    .select({ name: sites.name, paymentCode: sites.paymentCode })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row;
}

/** A notification of the site, or undefined (unknown or another site's). */
export async function notificationOfSite(db: DbOrTx, id: number, siteId: number) {
  const [row] = await db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.siteId, siteId)));
  return row;
}

/** The site's units (all, or those given) with the phone of the user linked to each. */
export async function unitContacts(db: DbOrTx, siteId: number, unitIds?: number[]): Promise<UnitContact[]> {
  if (unitIds?.length === 0) return [];
  return db
    .select({
      unitId: units.id,
      block: units.block,
      doorNumber: units.doorNumber,
      residentName: units.residentFullName,
      phone: users.phone,
    })
    .from(units)
    .leftJoin(users, eq(users.id, units.residentUserId))
    .where(and(eq(units.siteId, siteId), unitIds ? inArray(units.id, unitIds) : undefined));
}

/** Whom a unit's debt may be asked of (PRODUCT.md §16): its current tenant and its largest-share owner. */
export interface UnitParties {
  unitId: number;
  tenant: { name: string; phone: string } | null;
  owner: { name: string; phone: string } | null;
}

export async function unitParties(db: DbOrTx, unitIds: number[]): Promise<UnitParties[]> {
  if (unitIds.length === 0) return [];
  const result = await db.execute(sql`
    select u.id as "unitId",
           (select json_build_object('name', t.full_name, 'phone', tu.phone)
              from unit_tenancies t join users tu on tu.id = t.user_id
             where t.unit_id = u.id and t.ended_at is null) as tenant,
           (select json_build_object('name', o.full_name, 'phone', ou.phone)
              from unit_owners o join users ou on ou.id = o.user_id
             where o.unit_id = u.id and o.until is null and ou.phone is not null
             order by o.share_numerator::numeric / o.share_denominator desc, o.id limit 1) as owner
      from units u where u.id = any(${`{${unitIds.join(',')}}`}::int[])`);
  return (result as unknown as { rows: UnitParties[] }).rows.map((r) => ({ ...r, unitId: Number(r.unitId) }));
}

export interface NewRecipient {
  phone: string;
  units: string;
  residentName: string | null;
  text: string;
}

export async function insertCampaign(
  db: DbOrTx,
  values: {
    siteId: number;
    kind: SmsCampaignKind;
    notificationId: number | null;
    monthsOverdueMoreThan: number | null;
    pricePerMessageKurus: number;
    createdBy: number | null;
  },
  recipients: NewRecipient[],
): Promise<number> {
  const [campaign] = await db.insert(smsCampaigns).values(values).returning({ id: smsCampaigns.id });
  // One parameter for all the recipients: a 2,000-owner çağrı or reminder is one statement,
  // not 10,000 bound values for the query builder to assemble.
  await db.execute(sql`
    insert into sms_campaign_recipients (campaign_id, phone, units, resident_name, text)
    select ${campaign.id}, r.phone, r.units, r.resident_name, r.text
      from json_to_recordset(${JSON.stringify(
        recipients.map((r) => ({ phone: r.phone, units: r.units, resident_name: r.residentName, text: r.text })),
      )}::json) as r(phone text, units text, resident_name text, text text)`);
  return campaign.id;
}

/** A campaign's message ids by phone. */
export async function recipientIdsOf(db: DbOrTx, campaignId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: smsCampaignRecipients.id, phone: smsCampaignRecipients.phone })
    .from(smsCampaignRecipients)
    .where(eq(smsCampaignRecipients.campaignId, campaignId));
  return new Map(rows.map((r) => [r.phone, r.id]));
}

const count = (status: string) =>
  sql<number>`(count(*) filter (where ${smsCampaignRecipients.status} = ${status}))::int`;

/** Campaigns of a site (newest first), or one of them, with their progress counted from the recipients. */
export function campaignsWithProgress(db: DbOrTx, siteId: number, id?: number) {
  return db
    .select({
      id: smsCampaigns.id,
      siteId: smsCampaigns.siteId,
      kind: smsCampaigns.kind,
      notificationId: smsCampaigns.notificationId,
      monthsOverdueMoreThan: smsCampaigns.monthsOverdueMoreThan,
      pricePerMessageKurus: smsCampaigns.pricePerMessageKurus,
      createdAt: smsCampaigns.createdAt,
      createdBy: users.fullName,
      total: sql<number>`count(${smsCampaignRecipients.id})::int`,
      sent: count('sent'),
      failed: count('failed'),
    })
    .from(smsCampaigns)
    .leftJoin(users, eq(users.id, smsCampaigns.createdBy))
    .leftJoin(smsCampaignRecipients, eq(smsCampaignRecipients.campaignId, smsCampaigns.id))
    .where(and(eq(smsCampaigns.siteId, siteId), id === undefined ? undefined : eq(smsCampaigns.id, id)))
    .groupBy(smsCampaigns.id, users.fullName)
    .orderBy(desc(smsCampaigns.createdAt), desc(smsCampaigns.id))
    .limit(200);
}

export function recipientsOf(db: DbOrTx, campaignId: number) {
  return db
    .select()
    .from(smsCampaignRecipients)
    .where(eq(smsCampaignRecipients.campaignId, campaignId))
    .orderBy(asc(smsCampaignRecipients.id));
}
